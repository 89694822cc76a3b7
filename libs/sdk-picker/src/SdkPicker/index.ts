export { SdkPicker, SDK_PICKER_DEFAULT_MAX_HEIGHT, type SdkPickerProps } from './SdkPicker';
