import type { UnknownAction } from '@reduxjs/toolkit';
import { isPlaywrightApiPath, isPlaywrightPath, type LinkMode } from '@docs/sdk-catalog';
import { routeEntered, sdkChosen } from './actions';

/** `selectedPlaywrightLink` (SPEC section 3): the active navbar switch for Playwright TypeScript, `docs` or `api`. */
export type PlaywrightLinkState = LinkMode;

/** The Playwright link for a page: `api` under `playwright/api`, else `docs`. */
export function playwrightLinkForPath(path: string): PlaywrightLinkState {
  return isPlaywrightApiPath(path) ? 'api' : 'docs';
}

export function playwrightLinkReducer(
  state: PlaywrightLinkState = playwrightLinkForPath('/'),
  action: UnknownAction,
): PlaywrightLinkState {
  // Follows the URL inside the Playwright area only; elsewhere it keeps the last value.
  if (routeEntered.match(action)) {
    return isPlaywrightPath(action.payload.path) ? playwrightLinkForPath(action.payload.path) : state;
  }
  if (sdkChosen.match(action)) return action.payload.playwrightLink ?? state;
  return state;
}
