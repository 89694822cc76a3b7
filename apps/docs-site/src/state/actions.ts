import { createAction } from '@reduxjs/toolkit';
import type { LinkMode, SdkChoiceOutcome } from '@docs/sdk-catalog';

/** A page the reader arrived at, and the sidebar mode the navigation asked for, if any. */
export interface RouteEntry {
  path: string;
  sidebarLink?: LinkMode;
}

/**
 * A route was entered. Each slice takes what the URL decides for it: the
 * page's own SDK, the Playwright link under `playwright/`, the sidebar mode
 * (unless the navigation that led here set it: an SDK chosen in the
 * Playwright area opens the new SDK's home in `docs` mode).
 */
export const routeEntered = createAction<RouteEntry>('route/entered');

/**
 * The reader chose an SDK; the outcome of the navigation rules
 * (`navigationForSdkChoice`) says what each slice takes: the SDK, and the
 * link switches when the rule sets them.
 */
export const sdkChosen = createAction<SdkChoiceOutcome>('sdk/chosen');
