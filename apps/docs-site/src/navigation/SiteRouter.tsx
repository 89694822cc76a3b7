import { useCallback, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PageLoadContext, type PageLoadContextValue } from './pageLoad';
import type { Prefetcher } from './prefetch';
import { PrefetchContext } from './usePrefetch';
import type { ChunkFailureWatch, DataRouter } from './watchChunkFailures';

/** A router with the watch that reloads the page when a chunk fails during navigation. */
export interface SiteRouterInstance extends ChunkFailureWatch {
  router: DataRouter;
  /** Stops what watches the router from outside it (the browser's offline and online events). */
  stop?: () => void;
}

export interface SiteRouterProps {
  /** The router the document starts with (hydrating the prerendered page, when there is one). */
  initial: SiteRouterInstance;
  /** A fresh router, with fresh routes, for the current URL: used by Retry. */
  create: () => SiteRouterInstance;
  prefetcher: Prefetcher;
}

/**
 * Owns the data router. Retry after a failed page load starts a new router:
 * React Router keeps the failed `lazy()` promise of a route for good, so the
 * same routes could never load that page again. The new router shows the
 * spinner until the page's chunk arrives, then the page or the error again.
 */
export function SiteRouter({ initial, create, prefetcher }: SiteRouterProps) {
  const [current, setCurrent] = useState({ instance: initial, attempt: 0 });

  const retry = useCallback(() => {
    current.instance.stop?.();
    current.instance.router.dispose();
    setCurrent({ instance: create(), attempt: current.attempt + 1 });
  }, [current, create]);

  const pageLoad = useMemo<PageLoadContextValue>(
    () => ({ retry, retried: current.attempt > 0, isReloading: current.instance.isReloading }),
    [retry, current],
  );

  return (
    <PageLoadContext.Provider value={pageLoad}>
      <PrefetchContext.Provider value={prefetcher}>
        {/* No transitions: React renders a navigation at once and in one piece, instead of in slices with the
            browser's other work in between. Nothing suspends there: the router shows a page once its chunk is
            loaded (prefetch.ts hands it a prefetched page's routes as the link is followed), and keeps the old
            page on screen until then. */}
        <RouterProvider key={current.attempt} router={current.instance.router} useTransitions={false} />
      </PrefetchContext.Provider>
    </PageLoadContext.Provider>
  );
}
