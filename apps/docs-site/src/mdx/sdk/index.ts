export { SdkFacts, type SdkFactsProps } from './SdkFacts';
export { SdkInstall, type SdkInstallProps } from './SdkInstall';
export { memberAnchor, SdkMember, SdkMembers, type SdkMemberProps, type SdkMembersProps } from './SdkMembers';
export { ReaderApiKeyStep, ReaderSdkInstall, ReaderSdkName } from './ReaderSdk';
export { SetApiKey, type SetApiKeyProps } from './SetApiKey';
