import type { createBrowserRouter } from 'react-router-dom';
import { isChunkLoadError } from './chunkErrors';
import { isOffline } from './pageLinks';
import type { ReloadGuard } from './reloadGuard';

export type DataRouter = ReturnType<typeof createBrowserRouter>;

export interface ChunkFailureOptions {
  guard: ReloadGuard;
  /** Loads `url` as a new document, in place of the current history entry. */
  reload: (url: string) => void;
  warn?: (message: string) => void;
  /** Default: `navigator.onLine` is false. */
  offline?: () => boolean;
  /** The chunk failed while the browser is offline, where a reload would show the browser's own error. */
  onOffline?: (url: string) => void;
}

export interface ChunkFailureWatch {
  /** True once a reload has been started; the error boundary then keeps the spinner instead of the error. */
  isReloading: () => boolean;
}

/**
 * When a page chunk fails to load during client navigation,
 * a warning is logged and the browser loads the target URL fully (a new
 * deployment replaced the chunks, or the network dropped one request). The
 * guard allows one such reload per URL until its page renders; a chunk that
 * fails on a document's first load never reloads (that page shows the load
 * error with Retry), so a persistent failure cannot loop. Offline, a reload
 * would replace the site with the browser's own error page: the load error
 * stays instead (its Retry works once the network is back) and `onOffline`
 * tells the reader why.
 */
export function watchChunkFailures(
  router: DataRouter,
  {
    guard,
    reload,
    warn = (message) => console.warn(message),
    offline = () => isOffline(globalThis.navigator),
    onOffline,
  }: ChunkFailureOptions,
): ChunkFailureWatch {
  let reloading = false;
  /** The location whose failure offline has been reported (once, however many updates follow). */
  let reportedOffline: string | undefined;
  let ready = router.state.initialized;
  const href = (state: DataRouter['state']) => new URL(router.createHref(state.location), window.location.href).href;
  const chunkError = (state: DataRouter['state']) => Object.values(state.errors ?? {}).find(isChunkLoadError);

  if (ready && !chunkError(router.state)) guard.release(href(router.state));

  router.subscribe((state) => {
    const wasReady = ready;
    ready = state.initialized;
    if (reloading || !ready || state.navigation.state !== 'idle') return;
    const url = href(state);
    const error = chunkError(state);
    if (error === undefined) {
      guard.release(url);
      return;
    }
    if (!wasReady) return;
    if (offline()) {
      if (reportedOffline !== state.location.key) onOffline?.(url);
      reportedOffline = state.location.key;
      return;
    }
    if (!guard.claim(url)) return;
    reloading = true;
    warn(
      `The page ${url} could not be loaded (${error instanceof Error ? error.message : String(error)}); reloading it.`,
    );
    reload(url);
  });

  return { isReloading: () => reloading };
}
