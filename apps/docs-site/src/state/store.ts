import { browserStorage, type StorageLike } from '@docs/docs-chrome';
import { configureStore, type Middleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { canonicalSdk } from '@docs/sdk-catalog';
import { useDispatch, useSelector } from 'react-redux';
import { forgetCodeLanguage } from '../sdk/codeLanguageChoice';
import { sdkChosen } from './actions';
import { playwrightLinkForPath, playwrightLinkReducer } from './playwrightLinkSlice';
import { sdkReducer, sdkStateForPath, storedSdkRead } from './sdkSlice';
import { sidebarLinkForPath, sidebarLinkReducer } from './sidebarLinkSlice';

/** Local storage key of the reader's SDK (SPEC section 9). */
export const SDK_STORAGE_KEY = 'sdk';

/**
 * Writes the SDK to storage when the reader chooses one (code tabs then follow
 * its language again, not a language chosen by hand before), and rewrites a
 * stored alias (`storybook-react`) to its canonical key once it is read.
 */
export function sdkStorageMiddleware(storage: StorageLike): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (sdkChosen.match(action)) {
      storage.setItem(SDK_STORAGE_KEY, action.payload.sdk);
      forgetCodeLanguage();
    }
    if (storedSdkRead.match(action)) {
      const canonical = canonicalSdk(action.payload.stored);
      if (canonical && canonical !== action.payload.stored) storage.setItem(SDK_STORAGE_KEY, canonical);
    }
    return result;
  };
}

/** The whole state for a page as its URL decides it, without storage (the same on server and client). */
export function appStateForPath(path: string) {
  return {
    sdk: sdkStateForPath(path),
    playwrightLink: playwrightLinkForPath(path),
    sidebarLink: sidebarLinkForPath(path),
  };
}

/** A store for one page load; `path` decides the state the server renders. */
export function createAppStore(path: string, storage: StorageLike = browserStorage) {
  return configureStore({
    reducer: {
      sdk: sdkReducer,
      playwrightLink: playwrightLinkReducer,
      sidebarLink: sidebarLinkReducer,
    },
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
/** `selectedPlaywrightLink`: `docs` or `api`. */
export const selectPlaywrightLink = (state: AppState) => state.playwrightLink;
/** `selectedSidebarLink`, the sidebar mode: `docs` or `api`. */
export const selectSidebarLink = (state: AppState) => state.sidebarLink;
/** The navbar's active switch: the Playwright link for Playwright TypeScript, the sidebar link for other SDKs. */
export const selectActiveSwitch = (state: AppState) =>
  state.sdk.key === 'playwright-ts' ? state.playwrightLink : state.sidebarLink;
