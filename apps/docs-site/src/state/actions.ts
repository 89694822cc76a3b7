import { createAction } from '@reduxjs/toolkit';
import type { SdkChoiceOutcome } from '@docs/sdk-catalog';

/** A page the reader arrived at. */
export interface RouteEntry {
  path: string;
}

/**
 * A route was entered: the page's own SDK, if it has one, becomes the reader's.
 * Nothing else about how the reader arrived counts: the chrome (sidebar mode,
 * navbar switch) is a function of the path and the SDK alone.
 */
export const routeEntered = createAction<RouteEntry>('route/entered');

/**
 * The reader chose an SDK; the outcome of the navigation rules
 * (`navigationForSdkChoice`) says which SDK, and where to go.
 */
export const sdkChosen = createAction<SdkChoiceOutcome>('sdk/chosen');
