import { useCallback } from 'react';
import { browserConnection, canPrefetch, type ConnectionInfo } from '../navigation/prefetch';
import type { SearchEngineLoader } from './loadSearchEngine';
import { loadSearchDialog } from './useSearchDialog';

/**
 * Starts loading the search dialog's code and the titles engine (a few dozen
 * KB) when the reader shows an intent to search, so the dialog and first
 * results are there the moment search opens.
 * Never on a 2g connection or with data saver on (the rule of page
 * prefetching); a failure is left for opening search to report.
 */
export function useSearchPreload(
  loader: SearchEngineLoader | undefined,
  connection: () => ConnectionInfo | undefined = browserConnection,
): () => void {
  return useCallback(() => {
    if (!canPrefetch(connection())) return;
    // The site's own loader is in the dialog's chunk; a test's loader can start at once.
    if (loader) loader.titles().catch(() => undefined);
    loadSearchDialog()
      .then((chunk) => (loader ? undefined : chunk.loader.titles()))
      .catch(() => undefined);
  }, [loader, connection]);
}
