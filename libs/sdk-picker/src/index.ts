'use client';

export { SdkPicker, SDK_PICKER_DEFAULT_MAX_HEIGHT, type SdkPickerProps } from './SdkPicker';
export { SdkPickerPopover, SDK_PICKER_TOOLTIP_OFFSET, type SdkPickerPopoverProps } from './SdkPickerPopover';
export { SdkKeyList, type SdkKeyListProps } from './SdkKeyList';
export { SdkLogoProvider, useSdkLogoSrc, type SdkLogoProviderProps, type SdkLogoSrc } from './SdkLogoProvider';
