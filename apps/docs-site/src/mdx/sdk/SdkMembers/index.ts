export { memberAnchor, SdkMember, SdkMembers, type SdkMemberProps, type SdkMembersProps } from './SdkMembers';
