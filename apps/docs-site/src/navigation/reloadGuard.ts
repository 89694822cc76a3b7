import { createSafeStorage, type StorageLike } from '@docs/docs-chrome';

/** Session storage key holding the URL the site last reloaded itself for after a chunk failure. */
export const RELOAD_GUARD_KEY = 'docs-chunk-reload';

/**
 * Remembers, per tab, the URL of the last full reload done because a page
 * chunk failed during navigation, so that a chunk that keeps failing cannot
 * reload the same URL in a loop: the second failure shows the load error
 * with its Retry button instead.
 */
export interface ReloadGuard {
  /** True (and remembered) when `url` may be reloaded now; false when the last reload was for this URL. */
  claim(url: string): boolean;
  /** Forgets `url` once its page has rendered, so a later failure may reload it again. */
  release(url: string): void;
}

export function createReloadGuard(storage: StorageLike): ReloadGuard {
  return {
    claim(url) {
      if (storage.getItem(RELOAD_GUARD_KEY) === url) return false;
      storage.setItem(RELOAD_GUARD_KEY, url);
      return true;
    },
    release(url) {
      if (storage.getItem(RELOAD_GUARD_KEY) === url) storage.setItem(RELOAD_GUARD_KEY, '');
    },
  };
}

/** `sessionStorage` behind the chrome's wrapper that never throws (storage may be unavailable). */
export const sessionReloadGuard = (): ReloadGuard =>
  createReloadGuard(createSafeStorage(() => (typeof window === 'undefined' ? null : window.sessionStorage)));
