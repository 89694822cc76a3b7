/** Distance between the button and its tooltip, in pixels. */
export const SDK_PICKER_TOOLTIP_OFFSET = 5;
