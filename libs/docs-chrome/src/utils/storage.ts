/** The part of the Web Storage API the chrome uses; inject your own for tests or other backends. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A storage that keeps nothing: reads give `null`, writes are ignored. */
export const noStorage: StorageLike = {
  getItem: () => null,
  setItem: () => undefined,
};

/**
 * Wraps a storage getter so that no call ever throws (SPEC section 8: when the
 * browser's storage is unavailable, warn once on the console and go on with no
 * storage). The getter runs on first use, never at import or render time.
 */
export function createSafeStorage(
  getStorage: () => StorageLike | null | undefined,
  warn: (message: string) => void = (message) => console.warn(message),
): StorageLike {
  let warned = false;
  const fail = (error: unknown) => {
    if (!warned) {
      warned = true;
      warn(
        `Browser storage is unavailable, so preferences will not be kept (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
  };
  const storage = (): StorageLike | null => {
    try {
      return getStorage() ?? null;
    } catch (error) {
      fail(error);
      return null;
    }
  };
  return {
    getItem(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch (error) {
        fail(error);
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch (error) {
        fail(error);
      }
    },
  };
}

/** `window.localStorage` behind {@link createSafeStorage}; on the server it is {@link noStorage}. */
export const browserStorage: StorageLike = createSafeStorage(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);
