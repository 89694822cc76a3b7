export { SdkInstall, type SdkInstallProps } from './SdkInstall';
