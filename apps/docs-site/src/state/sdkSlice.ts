import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { canonicalSdk, initialSdkState, sdkForPath, type SdkKey } from '@docs/sdk-catalog';
import { routeEntered, sdkChosen } from './actions';

// The slices are plain reducers over RTK's typed actions, not `createSlice`: that brings Immer
// (3.7 KB gzip) into every page's first load, for three fields set by assignment.

/** The reader's SDK, the one piece of shared UI state (default `cypress`). */
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

/**
 * The stored choice was read: after hydration and on every route entered (`otherTab` false), or
 * because another tab changed it (`otherTab` true). Pages that own an SDK keep theirs.
 */
export const storedSdkRead = createAction<{ path: string; stored: unknown; otherTab?: boolean }>('sdk/storedSdkRead');

/** The state with `key` and `storedRead` as given: the same object when nothing changes, so nothing re-renders. */
const withSdk = (state: SdkState, key: SdkKey, storedRead = state.storedRead): SdkState =>
  key === state.key && storedRead === state.storedRead ? state : { key, storedRead };

export function sdkReducer(state: SdkState = sdkStateForPath('/'), action: UnknownAction): SdkState {
  if (storedSdkRead.match(action)) {
    const stored = sdkForPath(action.payload.path) ? undefined : canonicalSdk(action.payload.stored);
    return withSdk(state, stored ?? state.key, true);
  }
  if (routeEntered.match(action)) return withSdk(state, sdkForPath(action.payload.path) ?? state.key);
  if (sdkChosen.match(action)) return withSdk(state, action.payload.sdk);
  return state;
}
