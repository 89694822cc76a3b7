import { createSlice } from '@reduxjs/toolkit';
import { sidebarModeForPath, type LinkMode } from '@docs/sdk-catalog';
import { routeEntered, sdkChosen } from './actions';

/**
 * `selectedSidebarLink` (SPEC section 3): the sidebar mode and the active
 * navbar switch for SDKs other than Playwright TypeScript, `docs` (general
 * docs) or `api` (the SDK's or the server's API reference).
 */
export type SidebarLinkState = LinkMode;

/** The sidebar mode for a page: `api` for the server API reference and SDK pages, else `docs`. */
export function sidebarLinkForPath(path: string): SidebarLinkState {
  return sidebarModeForPath(path);
}

export const sidebarLinkSlice = createSlice({
  name: 'sidebarLink',
  initialState: sidebarLinkForPath('/') as SidebarLinkState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // The navigation's own mode (history state of an SDK choice) wins over the path's.
      .addCase(routeEntered, (_state, { payload }) => payload.sidebarLink ?? sidebarLinkForPath(payload.path))
      .addCase(sdkChosen, (state, { payload }) => payload.sidebarLink ?? state);
  },
});
