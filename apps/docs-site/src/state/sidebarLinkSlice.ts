import type { UnknownAction } from '@reduxjs/toolkit';
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

export function sidebarLinkReducer(
  state: SidebarLinkState = sidebarLinkForPath('/'),
  action: UnknownAction,
): SidebarLinkState {
  // The navigation's own mode (history state of an SDK choice) wins over the path's.
  if (routeEntered.match(action)) return action.payload.sidebarLink ?? sidebarLinkForPath(action.payload.path);
  if (sdkChosen.match(action)) return action.payload.sidebarLink ?? state;
  return state;
}
