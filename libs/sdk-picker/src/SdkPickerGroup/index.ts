export { SdkPickerGroup, type SdkPickerGroupProps } from './SdkPickerGroup';
