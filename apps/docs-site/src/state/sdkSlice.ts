import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { canonicalSdk, initialSdkState, sdkForPath, type SdkKey } from '@docs/sdk-catalog';
import { routeEntered, sdkChosen } from './actions';

/** The reader's SDK (SPEC section 3, shared UI state; default `cypress`). */
export interface SdkState {
  key: SdkKey;
  /**
   * Whether the stored choice has been read: false in the server render and
   * the hydration, where what storage decides cannot show yet (see
   * src/sdk/sdkEntries.ts).
   */
  storedRead: boolean;
}

/** The SDK for a page as the URL decides it, without storage (the same on server and client). */
export function sdkStateForPath(path: string): SdkState {
  return { key: initialSdkState(path, undefined).sdk, storedRead: false };
}

export const sdkSlice = createSlice({
  name: 'sdk',
  initialState: sdkStateForPath('/'),
  reducers: {
    /** The stored choice was read (after hydration, or changed in another tab); pages that own an SDK keep theirs. */
    storedSdkRead(state, { payload }: PayloadAction<{ path: string; stored: unknown }>) {
      state.storedRead = true;
      if (sdkForPath(payload.path)) return;
      const stored = canonicalSdk(payload.stored);
      if (stored) state.key = stored;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(routeEntered, (state, { payload }) => {
        const owner = sdkForPath(payload.path);
        if (owner) state.key = owner;
      })
      .addCase(sdkChosen, (state, { payload }) => {
        state.key = payload.sdk;
      });
  },
});

export const { storedSdkRead } = sdkSlice.actions;
