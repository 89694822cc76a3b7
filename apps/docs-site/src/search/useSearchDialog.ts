import { useCallback, useEffect, useState } from 'react';
import type { SearchEngineLoader } from './loadSearchEngine';
import type { SiteSearchDialog as SiteSearchDialogComponent } from './SiteSearchDialog';

type Dialog = typeof SiteSearchDialogComponent;

/** What the dialog's chunk brings: the dialog, and the site's engine loader (the index files' code). */
export interface SearchDialogChunk {
  Dialog: Dialog;
  loader: SearchEngineLoader;
}

let pending: Promise<SearchDialogChunk> | undefined;

/**
 * The search dialog's chunk, downloaded once; a failed download is
 * forgotten, so the next attempt fetches it again.
 */
export function loadSearchDialog(): Promise<SearchDialogChunk> {
  pending ??= import('./SiteSearchDialog').then(
    ({ SiteSearchDialog, searchEngineLoader }) => ({ Dialog: SiteSearchDialog, loader: searchEngineLoader }),
    (cause: unknown) => {
      pending = undefined;
      const detail = cause instanceof Error ? ` (${cause.message})` : '';
      throw new Error(`the search dialog's code could not be downloaded${detail}`, { cause });
    },
  );
  return pending;
}

export interface SearchDialogModule {
  /** The dialog component, once its chunk is here. */
  SiteSearchDialog?: Dialog;
  /** Why the chunk could not be loaded. */
  error?: unknown;
  /** Downloads the chunk again after a failure. */
  retry: () => void;
}

/**
 * The search dialog's code, requested when `wanted` turns true (search
 * opened); the host also preloads it when the reader points at the search
 * button. Keeping it out of the entry spares every first page load its bytes.
 */
export function useSearchDialog(wanted: boolean): SearchDialogModule {
  // Wrapped in an object: React calls a function handed to a state setter.
  const [dialog, setDialog] = useState<{ Dialog: Dialog }>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || dialog) return;
    let current = true;
    loadSearchDialog().then(
      ({ Dialog }) => current && setDialog({ Dialog }),
      (reason: unknown) => current && setError(reason),
    );
    return () => {
      current = false;
    };
  }, [wanted, dialog, attempt]);

  const retry = useCallback(() => {
    setError(undefined);
    setAttempt((count) => count + 1);
  }, []);

  return { SiteSearchDialog: dialog?.Dialog, error, retry };
}
