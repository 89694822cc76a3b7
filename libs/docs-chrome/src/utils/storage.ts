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
 * Wraps a storage getter so that no call ever throws: when the browser's
 * storage is unavailable, it warns on the console and goes on without it.
 * The first failure (no storage, a security error, a full quota) logs one
 * warning; from then on a value that could not be written is kept in memory,
 * so a choice made on this page (a colour mode, a dismissed bar) still holds
 * until the page is left. The getter runs on first use, never at import or
 * render time.
 */
export function createSafeStorage(
  getStorage: () => StorageLike | null | undefined,
  warn: (message: string) => void = (message) => console.warn(message),
): StorageLike {
  let warned = false;
  const memory = new Map<string, string>();
  const fail = (error: unknown) => {
    if (warned) return;
    warned = true;
    warn(
      `Browser storage is unavailable, so preferences are kept for this page only (${error instanceof Error ? error.message : String(error)}).`,
    );
  };
  const storage = (): StorageLike => {
    const found = getStorage();
    if (!found) throw new Error('this browser has no local storage');
    return found;
  };
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage().getItem(key);
      } catch (error) {
        fail(error);
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage().setItem(key, value);
        memory.delete(key);
      } catch (error) {
        fail(error);
        memory.set(key, value);
      }
    },
  };
}

/** `window.localStorage` behind {@link createSafeStorage}; on the server it is {@link noStorage}. */
export const browserStorage: StorageLike = createSafeStorage(() =>
  typeof window === 'undefined' ? noStorage : window.localStorage,
);
