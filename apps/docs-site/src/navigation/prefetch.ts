import type { RouteObject } from 'react-router-dom';
import { resolveLazyMatches } from '../routes/resolveLazyMatches';

/** The parts of the Network Information API (`navigator.connection`) that decide about prefetching. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** No prefetching on a 2g (or slow-2g) connection or with data saver on: it spends data on pages maybe never opened. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !connection.effectiveType?.includes('2g');
}

export interface Prefetcher {
  /** Loads the chunk of the page at `href` (a path under the base, e.g. `/tutorials/concepts`), once. */
  prefetch(href: string): void;
  /** The reader follows a link to `href`: when its page is prefetched, `onFollow` gets its pathname. */
  follow(href: string): void;
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
  /**
   * Called as the reader follows a link to a prefetched page, before the router navigates, with its
   * pathname (base included): the host hands the page's routes, now resolved, to its router.
   */
  onFollow?: (pathname: string) => void;
}

/** The browser's `navigator.connection`, where the browser has one. */
export const browserConnection = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 1);

/**
 * Prefetching of linked pages: runs the `lazy` loaders of
 * the routes an address matches, which import the page's chunk, and writes
 * what they return onto the routes. Each address is fetched once; a failed
 * prefetch is forgotten, so hovering the link again tries again.
 *
 * A route React Router has not seen yet, or whose `lazy` it has not run,
 * makes a navigation asynchronous: the router publishes a "loading" state (a
 * render of the layout), discovers and loads the route, then publishes the
 * page (another render). Handed to the router as the link is followed
 * (`onFollow`), the resolved route lets it show the page in one render, in
 * the click's own task. Not earlier: adding routes re-renders the router's
 * subscribers, once per prefetched link, where at the click React renders it
 * together with the navigation.
 */
export function createPrefetcher({
  routesFor,
  basename,
  connection = browserConnection,
  schedule = whenIdle,
  onFollow,
}: PrefetcherOptions): Prefetcher {
  const started = new Set<string>();
  /** Prefetched pathnames whose routes the router has not been given yet. */
  const loaded = new Set<string>();
  const pathnameOf = (href: string) => new URL(href, 'http://site.invalid').pathname;
  const watched = new WeakMap<Element, string>();

  const prefetch = (href: string) => {
    if (!canPrefetch(connection())) return;
    const pathname = pathnameOf(href);
    if (started.has(pathname)) return;
    started.add(pathname);
    resolveLazyMatches(routesFor(pathname), pathname, basename).then(
      (matched) => matched && loaded.add(pathname),
      () => started.delete(pathname),
    );
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
    follow(href) {
      const pathname = pathnameOf(href);
      if (loaded.delete(pathname)) onFollow?.(pathname);
    },
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
export const noPrefetcher: Prefetcher = {
  prefetch: () => undefined,
  follow: () => undefined,
  observe: () => () => undefined,
};
