export { SdkPickerSdkCard, type SdkPickerSdkCardProps } from './SdkPickerSdkCard';
