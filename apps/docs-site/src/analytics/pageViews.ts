import type { AnalyticsConfig } from '../site.config';

/** A page view: the address as the reader sees it, and the page title. */
export interface PageView {
  /** `location.pathname + location.search`, with the base path (`/tutorials/getting-started/overview`). */
  path: string;
  /** The full address. */
  url: string;
  title: string;
}

export interface Analytics {
  /** Sends a page view to every tracker and the tag manager; the same path twice in a row is sent once. */
  pageView(view: PageView): void;
}

/** The globals the trackers' scripts read: a command queue shared by gtag.js and the tag manager. */
export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Starts the trackers and the tag manager of `config` in `win`: queues their
 * set-up commands and adds their scripts to `doc.head` (async, so they never
 * hold up the page). Commands queue in `dataLayer` until a script loads and
 * works through it, so nothing sent early is lost. Trackers are configured
 * with `send_page_view: false`: page views come from `pageView` only, one per
 * route change.
 */
export function createAnalytics(config: AnalyticsConfig, win: AnalyticsWindow, doc: Document): Analytics {
  const dataLayer = (win.dataLayer ??= []);
  const addScript = (url: string, id: string) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${url}?id=${encodeURIComponent(id)}`;
    doc.head.appendChild(script);
  };

  const [firstTracker] = config.trackers;
  if (firstTracker) {
    // gtag.js reads `arguments` objects from the queue, not arrays (its documented snippet).
    win.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    win.gtag('js', new Date());
    for (const tracker of config.trackers) {
      win.gtag('config', tracker.id, { anonymize_ip: tracker.anonymizeIp, send_page_view: false });
    }
    addScript(config.trackerScriptUrl, firstTracker.id);
  }
  if (config.tagManagerId) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(config.tagManagerScriptUrl, config.tagManagerId);
  }

  let lastPath: string | undefined;
  return {
    pageView({ path, url, title }) {
      if (path === lastPath) return;
      lastPath = path;
      for (const tracker of config.trackers) {
        win.gtag?.('event', 'page_view', {
          send_to: tracker.id,
          page_path: path,
          page_location: url,
          page_title: title,
        });
      }
      if (config.tagManagerId) {
        dataLayer.push({ event: 'page_view', page_path: path, page_location: url, page_title: title });
      }
    },
  };
}
