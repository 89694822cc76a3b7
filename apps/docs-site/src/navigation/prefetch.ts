import { matchRoutes, type RouteObject } from 'react-router-dom';

/** The parts of the Network Information API (`navigator.connection`) that decide about prefetching. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** SPEC sections 7 and 9: no prefetching on a 2g (or slow-2g) connection or with data saver on. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !connection.effectiveType?.includes('2g');
}

export interface Prefetcher {
  /** Loads the chunk of the page at `href` (a path under the base, e.g. `/tutorials/concepts`), once. */
  prefetch(href: string): void;
  /** Prefetches `href` when `element` comes into view; returns a function that stops watching. */
  observe(element: Element, href: string): () => void;
}

export interface PrefetcherOptions {
  /** The routes a pathname (base included) may match: few, as matching ranks them all (routes/routeIndex.ts). */
  routesFor: (pathname: string) => RouteObject[];
  basename: string;
  /** Default: `navigator.connection`, read at each prefetch (the connection can change). */
  connection?: () => ConnectionInfo | undefined;
  /** Runs a prefetch for a link that came into view; default: when the browser is idle. */
  schedule?: (task: () => void) => void;
}

/** The browser's `navigator.connection`, where the browser has one. */
export const browserConnection = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 1);

/**
 * Prefetching of linked pages (SPEC section 7): runs the `lazy` loaders of
 * the routes an address matches, which import the page's chunk, so that
 * following the link later renders at once. Each address is fetched once; a
 * failed prefetch is forgotten, so hovering the link again tries again.
 */
export function createPrefetcher({
  routesFor,
  basename,
  connection = browserConnection,
  schedule = whenIdle,
}: PrefetcherOptions): Prefetcher {
  const started = new Set<string>();
  const watched = new WeakMap<Element, string>();

  const prefetch = (href: string) => {
    if (!canPrefetch(connection())) return;
    const pathname = new URL(href, 'http://site.invalid').pathname;
    if (started.has(pathname)) return;
    started.add(pathname);
    const loads = (matchRoutes(routesFor(pathname), pathname, basename) ?? []).flatMap(({ route }) =>
      typeof route.lazy === 'function' ? [route.lazy()] : [],
    );
    Promise.all(loads).catch(() => started.delete(pathname));
  };

  let observer: IntersectionObserver | undefined;
  const intersections = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      const href = watched.get(entry.target);
      if (!entry.isIntersecting || href === undefined) continue;
      observer?.unobserve(entry.target);
      watched.delete(entry.target);
      schedule(() => prefetch(href));
    }
  };

  return {
    prefetch,
    observe(element, href) {
      if (typeof IntersectionObserver === 'undefined' || !canPrefetch(connection())) return () => undefined;
      observer ??= new IntersectionObserver(intersections);
      watched.set(element, href);
      observer.observe(element);
      return () => {
        watched.delete(element);
        observer?.unobserve(element);
      };
    },
  };
}

/** Prefetches nothing: the server render and tests without a router. */
export const noPrefetcher: Prefetcher = { prefetch: () => undefined, observe: () => () => undefined };
