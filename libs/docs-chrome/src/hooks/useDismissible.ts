import { useCallback, useSyncExternalStore } from 'react';
import type { StorageLike } from '../utils/storage';

/** Storage keys of the announcement bar: the id of the bar dismissed, and the dismissed flag. */
export const DISMISSIBLE_ID_KEY = 'docs.announcement.id';
export const DISMISSIBLE_FLAG_KEY = 'docs.announcement.dismiss';

export interface DismissibleKeys {
  idKey?: string;
  flagKey?: string;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab dismissing the bar hides it here too.
  if (typeof window !== 'undefined') window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', listener);
  };
};

/** Whether the thing with `id` was dismissed: only if the stored id is this id, so a new id shows it again. */
export function isDismissed(storage: StorageLike, id: string, keys: DismissibleKeys = {}): boolean {
  const { idKey = DISMISSIBLE_ID_KEY, flagKey = DISMISSIBLE_FLAG_KEY } = keys;
  return storage.getItem(idKey) === id && storage.getItem(flagKey) === 'true';
}

/**
 * A dismissal remembered in `storage` under the bar's `id`. Returns
 * `[dismissed, dismiss]`. Server render and hydration use `serverDismissed`
 * (default `false`: shown), then the stored value applies after mount.
 */
export function useDismissible(
  id: string,
  storage: StorageLike,
  { serverDismissed = false, ...keys }: DismissibleKeys & { serverDismissed?: boolean } = {},
): [boolean, () => void] {
  const { idKey = DISMISSIBLE_ID_KEY, flagKey = DISMISSIBLE_FLAG_KEY } = keys;
  const dismissed = useSyncExternalStore(
    subscribe,
    () => isDismissed(storage, id, { idKey, flagKey }),
    () => serverDismissed,
  );
  const dismiss = useCallback(() => {
    storage.setItem(idKey, id);
    storage.setItem(flagKey, 'true');
    notify();
  }, [storage, id, idKey, flagKey]);
  return [dismissed, dismiss];
}
