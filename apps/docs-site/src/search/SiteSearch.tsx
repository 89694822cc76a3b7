import { NavbarSearch, SearchDialogShell, SearchUnavailable, useSearchTypeAhead } from '@docs/docs-chrome';
import type { SdkKey } from '@docs/sdk-catalog';
import { useCallback, useEffect, useState } from 'react';
import type { SearchEngineLoader } from './loadSearchEngine';
import { useSearchDialog } from './useSearchDialog';
import { usePrePaintSearchRequest } from './usePrePaintSearchRequest';
import { useSearchPreload } from './useSearchPreload';

export interface SiteSearchProps {
  /** The reader's SDK: its results rank higher. */
  sdk: SdkKey;
  /** Loads the engines; default the site's index files, whose code comes with the dialog's (tests pass their own). */
  loader?: SearchEngineLoader;
}

/**
 * The site's search: the navbar button (and its shortcuts) and the dialog.
 * Opened before the dialog's code is here, its shell shows at once with a
 * loading spinner (a slow connection took ~0.65 s to show anything). The dialog's code and the small titles index load when the reader points at
 * or focuses the button (connection permitting) or opens search; the
 * full-text index when search opens, taking over from the titles index once
 * ready. Results follow the reader's SDK, with a switch to every SDK.
 * What the reader types right after opening search waits for the dialog's
 * box (its code may still be downloading) and becomes the query; so does
 * what they typed after asking for search before the app started (the
 * page's pre-paint script kept it: src/head/searchRequestBuffer.ts).
 */
export function SiteSearch({ sdk, loader }: SiteSearchProps) {
  const [open, setOpen] = useState(false);
  // Requested on first open; mounted from then on, so the dialog keeps its query.
  const [wanted, setWanted] = useState(false);
  const { SiteSearchDialog, error, retry } = useSearchDialog(wanted);
  const preload = useSearchPreload(loader);
  const typeAhead = useSearchTypeAhead();
  const openSearch = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  // Asked for before the app started: what was typed then goes on into the type-ahead.
  usePrePaintSearchRequest((typed) => {
    typeAhead.start(typed);
    openSearch();
  });
  // The dialog's code failed: no box will take the keys, and the failure's Retry needs them (Space).
  useEffect(() => {
    if (open && error !== undefined) typeAhead.take();
  }, [open, error, typeAhead]);
  const onOpenChange = useCallback(
    (next: boolean) => {
      // Closed before the dialog took them (its code failed to load): the keys typed are dropped.
      if (!next) typeAhead.take();
      setOpen(next);
    },
    [typeAhead],
  );

  // Open before the dialog's code is here: its shell shows at once, and the dialog takes its place without a second fade.
  const shellShown = open && !SiteSearchDialog && error === undefined;
  const [replacesShell, setReplacesShell] = useState(false);
  if (shellShown && !replacesShell) setReplacesShell(true);
  if (!open && replacesShell) setReplacesShell(false);

  return (
    <>
      <NavbarSearch onOpen={openSearch} open={open} onIntent={preload} typeAhead={typeAhead} />
      {SiteSearchDialog ? (
        <SiteSearchDialog
          open={open}
          onOpenChange={onOpenChange}
          sdk={sdk}
          loader={loader}
          typeAhead={typeAhead}
          fadeIn={!replacesShell}
        />
      ) : error !== undefined ? (
        open && <SearchUnavailable error={error} onRetry={retry} onClose={() => onOpenChange(false)} />
      ) : (
        shellShown && <SearchDialogShell onClose={() => onOpenChange(false)} />
      )}
    </>
  );
}
