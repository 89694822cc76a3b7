export { ReaderApiKeyStep, ReaderSdkInstall, ReaderSdkName } from './ReaderSdk';
