import type { SearchStatus } from '@docs/docs-chrome';
import { useCallback, useEffect, useState } from 'react';
import type { SearchEngine } from './engine';
import { searchEngineLoader, type SearchEngineLoader } from './loadSearchEngine';

export interface SearchEngineState {
  /** `partial` while only the titles engine is ready; `error` may come with the titles engine still usable. */
  status: SearchStatus;
  /** The best engine loaded so far: the titles one, then the full-text one. */
  engine?: SearchEngine;
  error?: string;
  /** Loads again what failed. */
  retry: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The search engines, loaded the first time `active` is true (search opened)
 * and kept for the page's life: the titles engine answers first, the
 * full-text engine takes over when it is ready. Nothing is fetched before
 * that (except what the host preloads through the loader).
 */
export function useSearchEngine(active: boolean, loader: SearchEngineLoader = searchEngineLoader): SearchEngineState {
  const [engine, setEngine] = useState<SearchEngine | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    let current = true;
    const fail = (reason: unknown) => {
      if (current) setError(messageOf(reason));
    };
    loader.titles().then((titles) => {
      // The full-text engine may have won the race; never go back to the titles.
      if (current) setEngine((shown) => (shown?.complete ? shown : titles));
    }, fail);
    loader.full().then((full) => {
      if (!current) return;
      setEngine(full);
      setError(undefined);
    }, fail);
    return () => {
      current = false;
    };
  }, [active, attempt, loader]);
  const retry = useCallback(() => {
    setError(undefined);
    setAttempt((count) => count + 1);
  }, []);
  const status: SearchStatus = error
    ? 'error'
    : engine?.complete
      ? 'ready'
      : engine
        ? 'partial'
        : active
          ? 'loading'
          : 'idle';
  return { status, ...(engine ? { engine } : {}), ...(error ? { error } : {}), retry };
}
