import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  canonicalSdk,
  initialSdkState,
  isPlaywrightApiPath,
  isPlaywrightPath,
  sdkForPath,
  sidebarModeForPath,
  type LinkMode,
  type SdkChoiceOutcome,
  type SdkKey,
} from '@docs/sdk-catalog';

/** The reader's SDK and the two link switches (SPEC section 3, shared UI state). */
export interface SdkState {
  sdk: SdkKey;
  selectedPlaywrightLink: LinkMode;
  selectedSidebarLink: LinkMode;
  /**
   * Whether the stored choice has been read: false in the server render and
   * the hydration, where what storage decides cannot show yet (see
   * src/sdk/sdkEntries.ts).
   */
  storedSdkRead: boolean;
}

/** A page the reader arrived at, and the sidebar mode the navigation asked for, if any. */
export interface RouteEntry {
  path: string;
  sidebarLink?: LinkMode;
}

/** State for a page: what the URL decides, without storage (the same on server and client). */
export function sdkStateForPath(path: string): SdkState {
  const derived = initialSdkState(path, undefined);
  return {
    sdk: derived.sdk,
    selectedPlaywrightLink: derived.playwrightLink,
    selectedSidebarLink: derived.sidebarLink,
    storedSdkRead: false,
  };
}

export const sdkSlice = createSlice({
  name: 'sdk',
  initialState: sdkStateForPath('/'),
  reducers: {
    /**
     * A route was entered: the page's own SDK and the sidebar mode follow the
     * URL, unless the navigation that led here set the sidebar mode (an SDK
     * chosen in the Playwright area opens the new SDK's home in `docs` mode).
     */
    routeEntered(state, { payload }: PayloadAction<RouteEntry>) {
      const { path, sidebarLink } = payload;
      const owner = sdkForPath(path);
      if (owner) state.sdk = owner;
      if (isPlaywrightPath(path)) state.selectedPlaywrightLink = isPlaywrightApiPath(path) ? 'api' : 'docs';
      state.selectedSidebarLink = sidebarLink ?? sidebarModeForPath(path);
    },
    /** The stored choice was read (after hydration, or changed in another tab); pages that own an SDK keep theirs. */
    storedSdkRead(state, { payload }: PayloadAction<{ path: string; stored: unknown }>) {
      state.storedSdkRead = true;
      if (sdkForPath(payload.path)) return;
      const stored = canonicalSdk(payload.stored);
      if (stored) state.sdk = stored;
    },
    /** The reader chose an SDK; the outcome of the navigation rules says what else changes. */
    sdkChosen(state, { payload }: PayloadAction<SdkChoiceOutcome>) {
      state.sdk = payload.sdk;
      if (payload.playwrightLink) state.selectedPlaywrightLink = payload.playwrightLink;
      if (payload.sidebarLink) state.selectedSidebarLink = payload.sidebarLink;
    },
  },
});

export const { routeEntered, storedSdkRead, sdkChosen } = sdkSlice.actions;
