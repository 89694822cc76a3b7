import { browserStorage } from '@docs/docs-chrome';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SdkNavigationState } from '../state/chooseSdk';
import { routeEntered } from '../state/actions';
import { storedSdkRead } from '../state/sdkSlice';
import { SDK_STORAGE_KEY, useAppDispatch } from '../state/store';

/**
 * Keeps the SDK state in step with the URL and with storage: the route's own
 * SDK on every navigation, the stored choice once hydrated (never during the
 * first render, so server and client markup match), and changes made in
 * another tab.
 *
 * The sidebar mode an SDK choice set travels in the history entry it made
 * (`SdkNavigationState`), and the browser keeps that state across a reload.
 * The entry the document was loaded on takes its mode from the URL alone, as
 * the server rendered it (SPEC section 4: on load the URL decides), so a
 * reload never switches the sidebar after hydration.
 */
export function useStoredSdk(pathname: string): void {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [loadedOn] = useState(location.key);
  const sidebarLink =
    location.key === loadedOn ? undefined : (location.state as SdkNavigationState | null)?.sidebarLink;
  useEffect(() => {
    dispatch(routeEntered({ path: pathname, sidebarLink }));
    dispatch(storedSdkRead({ path: pathname, stored: browserStorage.getItem(SDK_STORAGE_KEY) }));
  }, [dispatch, pathname, sidebarLink]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SDK_STORAGE_KEY) dispatch(storedSdkRead({ path: pathname, stored: event.newValue }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, pathname]);
}
