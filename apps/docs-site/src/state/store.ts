import { browserStorage, type StorageLike } from '@docs/docs-chrome';
import { configureStore, type Middleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { navbarSwitchForPath, type LinkMode } from '@docs/sdk-catalog';
import { useDispatch, useSelector } from 'react-redux';
import { forgetCodeLanguage } from '../sdk/codeLanguageChoice';
import { sdkChosen } from './actions';
import { sdkReducer, sdkStateForPath, storedSdkRead, type SdkState } from './sdkSlice';

/** Local storage key of the reader's SDK. */
export const SDK_STORAGE_KEY = 'sdk';

/**
 * Keeps `localStorage.sdk` equal to the SDK the site uses, once the stored
 * value has been read: the SDK derived on load and on every page entered (the
 * page's own, the stored one, or the default in place of a missing, alias or
 * corrupt value), and a choice. A value another tab stored is taken, never
 * written back: on a page that owns its SDK, that would undo the other tab's
 * choice (the page's SDK is written when the reader next enters a page here).
 * A choice also forgets the code language chosen by hand: code tabs follow the
 * new SDK's language again.
 */
export function sdkStorageMiddleware(storage: StorageLike): Middleware<object, { sdk: SdkState }> {
  return ({ getState }) =>
    (next) =>
    (action) => {
      const result = next(action);
      // A choice is saved at once; `routeEntered` is always followed by a read of storage (`useStoredSdk`),
      // after which the SDK the site uses is written.
      const { key, storedRead } = getState().sdk;
      const write =
        sdkChosen.match(action) || (storedSdkRead.match(action) && action.payload.otherTab !== true && storedRead);
      if (write && storage.getItem(SDK_STORAGE_KEY) !== key) storage.setItem(SDK_STORAGE_KEY, key);
      if (sdkChosen.match(action)) forgetCodeLanguage();
      return result;
    };
}

/** The whole state for a page as its URL decides it, without storage (the same on server and client). */
export function appStateForPath(path: string) {
  return { sdk: sdkStateForPath(path) };
}

/** A store for one page load; `path` decides the state the server renders. */
export function createAppStore(path: string, storage: StorageLike = browserStorage) {
  return configureStore({
    reducer: { sdk: sdkReducer },
    preloadedState: appStateForPath(path),
    middleware: (getDefault) => getDefault().concat(sdkStorageMiddleware(storage)),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppState = ReturnType<AppStore['getState']>;
/** A thunk of this store (see `chooseSdk`). */
export type AppThunk = ThunkAction<void, AppState, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppStore['dispatch']>();
export const useAppSelector = useSelector.withTypes<AppState>();

/** The reader's SDK. */
export const selectSdk = (state: AppState) => state.sdk.key;
/** Whether the stored SDK has been read (never in the server render and the hydration). */
export const selectStoredSdkRead = (state: AppState) => state.sdk.storedRead;

/**
 * The navbar's current switch on a page: `api` on the SDK's own pages, `docs` on the other
 * documentation pages (`navbarSwitchForPath`), none on pages outside the documentation (the blog,
 * not found: `isDocPage` false). It is the `selectedPlaywrightLink` for Playwright TypeScript
 * and the `selectedSidebarLink` for other SDKs, both derived from the path, never from how the reader
 * arrived.
 */
export function navbarSwitchForPage(path: string, isDocPage: boolean): LinkMode | undefined {
  return isDocPage ? navbarSwitchForPath(path) : undefined;
}
