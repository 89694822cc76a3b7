import { useCallback } from 'react';
import { canPrefetch, type ConnectionInfo } from '../navigation/prefetch';
import type { SearchEngineLoader } from './loadSearchEngine';

const browserConnection = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/**
 * Starts loading the titles engine (a few dozen KB) when the reader shows
 * an intent to search, so first results are there the moment search opens.
 * Never on a 2g connection or with data saver on (the rule of page
 * prefetching); a failure is left for opening search to report.
 */
export function useSearchPreload(
  loader: SearchEngineLoader,
  connection: () => ConnectionInfo | undefined = browserConnection,
): () => void {
  return useCallback(() => {
    if (canPrefetch(connection())) loader.titles().catch(() => undefined);
  }, [loader, connection]);
}
