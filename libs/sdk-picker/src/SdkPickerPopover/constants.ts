/** Distance between the button and its tooltip, in pixels (SPEC section 9). */
export const SDK_PICKER_TOOLTIP_OFFSET = 5;
