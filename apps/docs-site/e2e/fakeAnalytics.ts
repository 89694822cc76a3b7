import type { Page } from '@playwright/test';

/**
 * Analytics configured without a second build: the page's head carries the
 * configuration as `<script type="application/json" id="docs-analytics">` (see
 * src/analytics/analyticsConfig.ts), which `configureAnalytics` adds to every
 * page the server sends, as a configured build writes it; the trackers'
 * scripts are fakes that record what they are given. Used by analytics.spec.ts
 * and, under the Content-Security-Policy generated for this configuration, by
 * nginx.spec.ts.
 */

/** Two trackers (IP anonymisation off on one, on on the other) and a tag-manager container. */
export const ANALYTICS_CONFIG = {
  trackers: [
    { id: 'G-PLAINIP1', anonymizeIp: false },
    { id: 'G-ANONIP2', anonymizeIp: true },
  ],
  tagManagerId: 'GTM-TEST01',
  trackerScriptUrl: 'https://analytics.test/gtag/js',
  tagManagerScriptUrl: 'https://analytics.test/gtm.js',
};

/**
 * Stands in for gtag.js: works through the queued commands, then records new ones,
 * and sends each page view to its own origin as gtag.js does to a server-side
 * tagging endpoint (a beacon to /g/collect).
 */
const FAKE_TRACKER = `(function () {
  var fake = (window.__tracker = { configs: [], pageViews: [] });
  var collect = new URL('/g/collect', document.currentScript.src).href;
  function handle(entry) {
    if (Object.prototype.toString.call(entry) !== '[object Arguments]') return;
    if (entry[0] === 'config') fake.configs.push({ id: entry[1], anonymizeIp: entry[2].anonymize_ip });
    if (entry[0] === 'event' && entry[1] === 'page_view') {
      fake.pageViews.push(entry[2].send_to + ' ' + entry[2].page_path);
      navigator.sendBeacon(collect + '?tid=' + entry[2].send_to + '&dp=' + encodeURIComponent(entry[2].page_path));
    }
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(handle);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return push.apply(layer, arguments);
  };
})();`;

/** Stands in for the tag manager: records the events pushed to the data layer. */
const FAKE_TAG_MANAGER = `(function () {
  var fake = (window.__tagManager = { events: [] });
  function handle(entry) {
    if (Object.prototype.toString.call(entry) === '[object Arguments]' || !entry.event) return;
    fake.events.push(entry.event === 'page_view' ? 'page_view ' + entry.page_path : entry.event);
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(handle);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return push.apply(layer, arguments);
  };
})();`;

/**
 * Serves every page with the test configuration and the fake scripts; returns the
 * addresses requested of the analytics origin: scripts and page views.
 */
export async function configureAnalytics(page: Page): Promise<{ scripts: string[]; pageViews: string[] }> {
  const requested = { scripts: [] as string[], pageViews: [] as string[] };
  await page.route('https://analytics.test/**', async (route) => {
    const url = route.request().url();
    if (new URL(url).pathname === '/g/collect') {
      requested.pageViews.push(url);
      return route.fulfill({ status: 204 });
    }
    requested.scripts.push(url);
    await route.fulfill({
      contentType: 'text/javascript',
      body: url.includes('gtm.js') ? FAKE_TAG_MANAGER : FAKE_TRACKER,
    });
  });
  await page.route(
    (url) => url.pathname.startsWith('/tutorials'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const tag = `<script type="application/json" id="docs-analytics">${JSON.stringify(ANALYTICS_CONFIG)}</script>`;
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `${tag}</head>`) });
    },
  );
  return requested;
}

/** What the fake scripts recorded in the page. */
export const recordedAnalytics = (page: Page) =>
  page.evaluate(() => {
    const win = window as unknown as {
      __tracker?: { configs: unknown[]; pageViews: string[] };
      __tagManager?: { events: string[] };
    };
    return { tracker: win.__tracker, tagManager: win.__tagManager };
  });
