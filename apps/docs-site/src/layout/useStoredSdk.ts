import { browserStorage } from '@docs/docs-chrome';
import { useEffect } from 'react';
import { routeEntered } from '../state/actions';
import { storedSdkRead } from '../state/sdkSlice';
import { SDK_STORAGE_KEY, useAppDispatch } from '../state/store';

/**
 * Keeps the SDK state in step with the URL and with storage: the route's own
 * SDK on every navigation, then the stored choice (never during the first
 * render, so server and client markup match), which the storage middleware
 * rewrites to the SDK the site uses; and changes made in another tab.
 */
export function useStoredSdk(pathname: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(routeEntered({ path: pathname }));
    dispatch(storedSdkRead({ path: pathname, stored: browserStorage.getItem(SDK_STORAGE_KEY) }));
  }, [dispatch, pathname]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SDK_STORAGE_KEY) {
        dispatch(storedSdkRead({ path: pathname, stored: event.newValue, otherTab: true }));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, pathname]);
}
