import { SearchDialog, type SearchResultItem, type SearchTypeAhead } from '@docs/docs-chrome';
import { SDK_CATALOG, type SdkKey } from '@docs/sdk-catalog';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { resultGroups } from './resultGroups';
import type { SearchEngineLoader } from './loadSearchEngine';
import { useAllSdksScope } from './useAllSdksScope';
import { useRecentSearches } from './useRecentSearches';
import { useScrollToResult } from './useScrollToResult';
import { useSearchEngine } from './useSearchEngine';

export interface SiteSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reader's SDK: its results rank higher. */
  sdk: SdkKey;
  /** Loads the engines; default the site's index files (tests pass their own). */
  loader?: SearchEngineLoader | undefined;
  /** What the reader typed before the dialog's box had the focus: taken as the query on opening. */
  typeAhead?: Pick<SearchTypeAhead, 'take'> | undefined;
  /** Fade in as it opens; `false` when it replaces the shell shown while its code downloaded. */
  fadeIn?: boolean;
}

export { searchEngineLoader } from './loadSearchEngine';

/**
 * The search dialog with the site's engines, recent searches and ranking.
 * Its own chunk (see SiteSearch): the entry carries only the navbar button.
 * It stays mounted once loaded, so a query survives closing and reopening.
 */
export function SiteSearchDialog({ open, onOpenChange, sdk, loader, typeAhead, fadeIn = true }: SiteSearchDialogProps) {
  const [query, setQuery] = useState('');
  const { allSdks, onAllSdksChange } = useAllSdksScope(open);
  const { status, engine, error, retry } = useSearchEngine(open, loader);
  const { recent, reload, add, clear } = useRecentSearches();
  const scrollToResult = useScrollToResult();

  // Another tab may have searched since: read storage again before the dialog paints.
  useLayoutEffect(() => {
    if (open) reload();
  }, [open, reload]);

  // A query takes a few milliseconds: results follow every keystroke, with no debounce.
  const ranked = useMemo(
    () => (engine && query.trim() ? engine.search(query, { sdk, allSdks }) : undefined),
    [engine, query, sdk, allSdks],
  );
  const groups = useMemo(() => (ranked ? resultGroups(ranked, sdk) : []), [ranked, sdk]);

  const onResultSelect = useCallback(
    (result: SearchResultItem, searched: string) => {
      add(searched);
      // The query is kept in the recent searches; next time search opens on them.
      setQuery('');
      onOpenChange(false);
      scrollToResult(result.href);
    },
    [add, onOpenChange, scrollToResult],
  );

  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={setQuery}
      status={status}
      {...(error ? { error } : {})}
      onRetry={retry}
      groups={groups}
      hiddenCount={ranked?.hiddenCount ?? 0}
      scopeLabel={SDK_CATALOG[sdk].name}
      allSdks={allSdks}
      onAllSdksChange={onAllSdksChange}
      recentSearches={recent}
      onRecentClear={clear}
      onResultSelect={onResultSelect}
      {...(typeAhead ? { typeAhead } : {})}
      fadeIn={fadeIn}
    />
  );
}
