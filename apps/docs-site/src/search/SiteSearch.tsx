import { NavbarSearch, SearchDialog, type SearchResultItem } from '@docs/docs-chrome';
import { SDK_CATALOG, type SdkKey } from '@docs/sdk-catalog';
import { useCallback, useMemo, useState } from 'react';
import { resultGroups } from './resultGroups';
import { useRecentSearches } from './useRecentSearches';
import { useScrollToResult } from './useScrollToResult';
import { searchEngineLoader, type SearchEngineLoader } from './loadSearchEngine';
import { useSearchEngine } from './useSearchEngine';
import { useSearchPreload } from './useSearchPreload';

export interface SiteSearchProps {
  /** The reader's SDK: its results come first. */
  sdk: SdkKey;
  /** Loads the engines; default the site's index files and chunk (tests pass their own). */
  loader?: SearchEngineLoader;
}

/**
 * The site's search: the navbar button (and its shortcuts) and the dialog.
 * The small titles index loads when the reader points at or focuses the
 * button (connection permitting) or opens search; the full-text index when
 * search opens, taking over from the titles index once ready. Results follow
 * the reader's SDK, with a switch to every SDK.
 */
export function SiteSearch({ sdk, loader = searchEngineLoader }: SiteSearchProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [allSdks, setAllSdks] = useState(false);
  const { status, engine, error, retry } = useSearchEngine(open, loader);
  const preload = useSearchPreload(loader);
  const { recent, reload, add, clear } = useRecentSearches();
  const scrollToResult = useScrollToResult();

  const openSearch = useCallback(() => {
    reload();
    setOpen(true);
  }, [reload]);

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
      setOpen(false);
      scrollToResult(result.href);
    },
    [add, scrollToResult],
  );

  return (
    <>
      <NavbarSearch onOpen={openSearch} open={open} onIntent={preload} />
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        query={query}
        onQueryChange={setQuery}
        status={status}
        {...(error ? { error } : {})}
        onRetry={retry}
        groups={groups}
        hiddenCount={ranked?.hiddenCount ?? 0}
        scopeLabel={SDK_CATALOG[sdk].name}
        allSdks={allSdks}
        onAllSdksChange={setAllSdks}
        recentSearches={recent}
        onRecentClear={clear}
        onResultSelect={onResultSelect}
      />
    </>
  );
}
