import { createContext, useCallback, useContext, useRef } from 'react';
import { noPrefetcher, type Prefetcher } from './prefetch';

export const PrefetchContext = createContext<Prefetcher>(noPrefetcher);

/**
 * Prefetching for a link to `href` (the full path, with the base): `watch`
 * is the link's ref callback (prefetch when in view), `prefetch` the handler
 * for hover and focus.
 */
export function usePrefetch(href: string) {
  const prefetcher = useContext(PrefetchContext);
  // React Router's Link merges refs and drops a ref callback's cleanup: stop on `null` instead.
  const stopWatching = useRef<(() => void) | undefined>(undefined);
  const watch = useCallback(
    (element: HTMLAnchorElement | null) => {
      stopWatching.current?.();
      stopWatching.current = element ? prefetcher.observe(element, href) : undefined;
    },
    [prefetcher, href],
  );
  const prefetch = useCallback(() => prefetcher.prefetch(href), [prefetcher, href]);
  const follow = useCallback(() => prefetcher.follow(href), [prefetcher, href]);
  return { watch, prefetch, follow };
}
