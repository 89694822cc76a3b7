import { useDocsChrome } from '@docs/docs-chrome';
import { useCallback, useState } from 'react';
import { readRecentSearches, withRecentSearch, writeRecentSearches } from './recentSearches';

export interface RecentSearches {
  recent: string[];
  /** Reads storage again (another tab may have searched); call when search opens. */
  reload: () => void;
  add: (query: string) => void;
  clear: () => void;
}

/**
 * The reader's recent searches, kept in the chrome's storage. Nothing is read
 * while rendering (server and client markup stay equal); with storage
 * unavailable they last as long as the page.
 */
export function useRecentSearches(): RecentSearches {
  const { storage } = useDocsChrome();
  const [recent, setRecent] = useState<string[]>([]);
  const reload = useCallback(() => {
    const stored = readRecentSearches(storage);
    // Storage that keeps nothing must not wipe what this page remembers.
    setRecent((current) => (stored.length > 0 ? stored : current));
  }, [storage]);
  const add = useCallback(
    (query: string) =>
      setRecent((current) => {
        const next = withRecentSearch(current, query);
        writeRecentSearches(storage, next);
        return next;
      }),
    [storage],
  );
  const clear = useCallback(() => {
    writeRecentSearches(storage, []);
    setRecent([]);
  }, [storage]);
  return { recent, reload, add, clear };
}
