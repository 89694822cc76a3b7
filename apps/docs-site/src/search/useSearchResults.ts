import type { SdkKey } from '@docs/sdk-catalog';
import { useEffect, useState } from 'react';
import type { SearchEngine } from './engine';
import type { RankedResults } from './ranking';

export interface SearchResultsState {
  /** Results of the latest query answered; `undefined` for a blank query or before the first answer. */
  ranked?: RankedResults;
  /** Why the engine could not answer. */
  error?: string;
  /** The answer to the current query (or options, or engine) is still on its way; `ranked` is an earlier one. */
  pending: boolean;
}

interface Answer {
  engine: SearchEngine;
  key: string;
  ranked?: RankedResults;
  error?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs each query on the engine (the full-text engine answers from its
 * worker) and keeps the latest answer. An answer to an older query or
 * another engine is dropped; until the new answer arrives the previous one
 * stays on screen and `pending` is true.
 */
export function useSearchResults(
  engine: SearchEngine | undefined,
  query: string,
  { sdk, allSdks }: { sdk: SdkKey; allSdks: boolean },
): SearchResultsState {
  const [answer, setAnswer] = useState<Answer | undefined>();
  const blank = query.trim() === '';
  const key = JSON.stringify([query, sdk, allSdks]);
  useEffect(() => {
    if (!engine || blank) return;
    let current = true;
    engine.search(query, { sdk, allSdks }).then(
      (ranked) => {
        if (current) setAnswer({ engine, key, ranked });
      },
      (error: unknown) => {
        if (current) setAnswer({ engine, key, error: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [engine, query, key, blank, sdk, allSdks]);
  if (blank || !engine) return { pending: false };
  const pending = answer?.engine !== engine || answer.key !== key;
  return {
    pending,
    ...(answer?.ranked ? { ranked: answer.ranked } : {}),
    ...(answer?.error ? { error: answer.error } : {}),
  };
}
