import { useEffect } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { readAnalyticsConfig } from './analyticsConfig';
import type { Analytics } from './pageViews';

let siteAnalytics: Promise<Analytics> | null | undefined;

/**
 * The page's analytics, started on first use; `null` when the page configures none. The
 * trackers' set-up is a chunk of its own, fetched only when some tracker is configured;
 * views wait for it in order.
 */
function pageAnalytics(): Promise<Analytics> | null {
  if (siteAnalytics === undefined) {
    const config = readAnalyticsConfig(document);
    siteAnalytics = config
      ? import('./pageViews').then(({ createAnalytics }) => createAnalytics(config, window, document))
      : null;
    siteAnalytics?.catch((error: unknown) =>
      console.warn(`Page views are not sent: the analytics code could not be loaded (${String(error)}).`),
    );
  }
  return siteAnalytics;
}

/**
 * Sends a page view on every route change, the first page included.
 * Runs after hydration, so trackers never delay the first paint.
 *
 * @param title - the page's document title.
 * @param analytics - where to send them; default the page's own configuration.
 */
export function usePageViews(title: string, analytics?: Analytics | null): void {
  const { pathname, search } = useLocation();
  // The address as the reader sees it, base path included: /tutorials/, /tutorials/getting-started/overview.
  const path = `${useHref('/').replace(/\/$/, '')}${pathname}${search}`;
  useEffect(() => {
    const view = { path, url: new URL(path, window.location.origin).href, title };
    if (analytics !== undefined) analytics?.pageView(view);
    else
      pageAnalytics()?.then(
        (started) => started.pageView(view),
        () => undefined,
      );
  }, [analytics, path, title]);
}
