import type { SearchStatus } from '@docs/docs-chrome';
import { useCallback, useEffect, useState } from 'react';
import type { SearchEngine } from './engine';
import { loadSearchEngine } from './loadSearchEngine';

type Settled = { status: 'ready'; engine: SearchEngine } | { status: 'error'; error: string };

export interface SearchEngineState {
  status: SearchStatus;
  engine?: SearchEngine;
  error?: string;
  /** Loads again after a failure. */
  retry: () => void;
}

/**
 * The search engine, loaded the first time `active` is true (search opened)
 * and kept for the page's life. Nothing is fetched before that.
 */
export function useSearchEngine(
  active: boolean,
  load: () => Promise<SearchEngine> = loadSearchEngine,
): SearchEngineState {
  const [settled, setSettled] = useState<Settled | undefined>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    let current = true;
    load().then(
      (engine) => {
        if (current) setSettled({ status: 'ready', engine });
      },
      (error: unknown) => {
        if (current) setSettled({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [active, attempt, load]);
  const retry = useCallback(() => {
    setSettled(undefined);
    setAttempt((count) => count + 1);
  }, []);
  if (settled) return { ...settled, retry };
  return { status: active ? 'loading' : 'idle', retry };
}
