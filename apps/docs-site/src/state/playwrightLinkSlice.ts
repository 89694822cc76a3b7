import { createSlice } from '@reduxjs/toolkit';
import { isPlaywrightApiPath, isPlaywrightPath, type LinkMode } from '@docs/sdk-catalog';
import { routeEntered, sdkChosen } from './actions';

/** `selectedPlaywrightLink` (SPEC section 3): the active navbar switch for Playwright TypeScript, `docs` or `api`. */
export type PlaywrightLinkState = LinkMode;

/** The Playwright link for a page: `api` under `playwright/api`, else `docs`. */
export function playwrightLinkForPath(path: string): PlaywrightLinkState {
  return isPlaywrightApiPath(path) ? 'api' : 'docs';
}

export const playwrightLinkSlice = createSlice({
  name: 'playwrightLink',
  initialState: playwrightLinkForPath('/') as PlaywrightLinkState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Follows the URL inside the Playwright area only; elsewhere it keeps the last value.
      .addCase(routeEntered, (state, { payload }) =>
        isPlaywrightPath(payload.path) ? playwrightLinkForPath(payload.path) : state,
      )
      .addCase(sdkChosen, (state, { payload }) => payload.playwrightLink ?? state);
  },
});
