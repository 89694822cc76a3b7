import { browserStorage, type StorageLike } from '@docs/docs-chrome';
import { useSyncExternalStore } from 'react';

/** Local storage key of the code language the reader chose by hand in a set of code tabs. */
export const CODE_LANGUAGE_STORAGE_KEY = 'code-language';

/** A code language id as tabs name it (`python`, `csharp`, `robotframework`): what may be stored. */
const LANGUAGE_ID = /^[a-z][a-z0-9-]{0,31}$/;

type Listener = () => void;
const listeners = new Set<Listener>();
let storage: StorageLike = browserStorage;

/** The language the reader chose by hand, or `null` when they have not (or chose an SDK since). */
export function chosenCodeLanguage(): string | null {
  const value = storage.getItem(CODE_LANGUAGE_STORAGE_KEY);
  return value !== null && LANGUAGE_ID.test(value) ? value : null;
}

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * The reader chose `language` in a set of code tabs: every set on the page that
 * has it switches to it, and later pages open it first, until the reader
 * chooses an SDK (`forgetCodeLanguage`).
 */
export function chooseCodeLanguage(language: string): void {
  if (!LANGUAGE_ID.test(language) || language === chosenCodeLanguage()) return;
  storage.setItem(CODE_LANGUAGE_STORAGE_KEY, language);
  notify();
}

/** The reader chose an SDK: code tabs follow its language again. */
export function forgetCodeLanguage(): void {
  if (chosenCodeLanguage() === null) return;
  storage.setItem(CODE_LANGUAGE_STORAGE_KEY, '');
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CODE_LANGUAGE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The language chosen by hand: `undefined` in the server render and during
 * hydration, where storage cannot show yet (the head's pre-paint rule opens
 * the stored language's tabs meanwhile; see `CODE_LANGUAGE_RULE`), then the
 * stored language or `null`.
 */
export function useChosenCodeLanguage(): string | null | undefined {
  return useSyncExternalStore(subscribe, chosenCodeLanguage, () => undefined);
}

/** For tests: read and write `replacement` instead of the browser's storage. */
export function setCodeLanguageStorage(replacement: StorageLike): void {
  storage = replacement;
}
