export { SdkPickerPopover, SDK_PICKER_TOOLTIP_OFFSET, type SdkPickerPopoverProps } from './SdkPickerPopover';
