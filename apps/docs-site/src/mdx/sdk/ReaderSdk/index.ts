export { ReaderSdkInstall, ReaderSdkName } from './ReaderSdk';
