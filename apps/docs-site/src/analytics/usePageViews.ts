import { useEffect } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { readAnalyticsConfig } from './analyticsConfig';
import { createAnalytics, type Analytics } from './pageViews';

let siteAnalytics: Analytics | null | undefined;

/** The page's analytics, started on first use; `null` when the page configures none. */
function pageAnalytics(): Analytics | null {
  if (siteAnalytics === undefined) {
    const config = readAnalyticsConfig(document);
    siteAnalytics = config ? createAnalytics(config, window, document) : null;
  }
  return siteAnalytics;
}

/**
 * Sends a page view on every route change, the first page included (SPEC
 * section 4). Runs after hydration, so trackers never delay the first paint.
 *
 * @param title - the page's document title.
 * @param analytics - where to send them; default the page's own configuration.
 */
export function usePageViews(title: string, analytics?: Analytics | null): void {
  const { pathname, search } = useLocation();
  // The address as the reader sees it, base path included: /tutorials/, /tutorials/getting-started/overview.
  const path = `${useHref('/').replace(/\/$/, '')}${pathname}${search}`;
  useEffect(() => {
    const target = analytics === undefined ? pageAnalytics() : analytics;
    target?.pageView({ path, url: new URL(path, window.location.origin).href, title });
  }, [analytics, path, title]);
}
