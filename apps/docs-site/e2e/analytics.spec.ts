import { expect, test, type Page } from '@playwright/test';
import { openPage } from './reader';

/**
 * Analytics (SPEC sections 4 and 7): two trackers (IP anonymisation off on
 * one, on on the other) and a tag-manager container, loaded only when their
 * ids are configured, with a page view on every route change.
 *
 * The built site configures no ids. To test the loaded case without a second
 * build, the test does what a configured build does: the page's head carries
 * the configuration as `<script type="application/json" id="docs-analytics">`
 * (see src/analytics/analyticsConfig.ts), added here to every page the server
 * sends; the trackers' scripts are fakes that record what they are given.
 */

const CONFIG = {
  trackers: [
    { id: 'G-PLAINIP1', anonymizeIp: false },
    { id: 'G-ANONIP2', anonymizeIp: true },
  ],
  tagManagerId: 'GTM-TEST01',
  trackerScriptUrl: 'https://analytics.test/gtag/js',
  tagManagerScriptUrl: 'https://analytics.test/gtm.js',
};

/** Stands in for gtag.js: works through the queued commands, then records new ones. */
const FAKE_TRACKER = `(function () {
  var fake = (window.__tracker = { configs: [], pageViews: [] });
  function handle(entry) {
    if (Object.prototype.toString.call(entry) !== '[object Arguments]') return;
    if (entry[0] === 'config') fake.configs.push({ id: entry[1], anonymizeIp: entry[2].anonymize_ip });
    if (entry[0] === 'event' && entry[1] === 'page_view') fake.pageViews.push(entry[2].send_to + ' ' + entry[2].page_path);
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

/** Serves every page with the test configuration and the fake scripts; returns the script addresses requested. */
async function configureAnalytics(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://analytics.test/**', async (route) => {
    const url = route.request().url();
    requested.push(url);
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
      const tag = `<script type="application/json" id="docs-analytics">${JSON.stringify(CONFIG)}</script>`;
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `${tag}</head>`) });
    },
  );
  return requested;
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const win = window as unknown as {
      __tracker?: { configs: unknown[]; pageViews: string[] };
      __tagManager?: { events: string[] };
    };
    return { tracker: win.__tracker, tagManager: win.__tagManager };
  });

test('with no ids configured (the built site), no third-party script or request, nor the trackers’ set-up code', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    if (new URL(request.url()).hostname !== '127.0.0.1' && !request.url().startsWith('data:'))
      thirdParty.push(request.url());
  });
  await openPage(page, '/');
  await page.getByRole('main').getByRole('link', { name: 'Getting started overview', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started overview' })).toBeVisible();
  expect(await page.locator('#docs-analytics').count()).toBe(0);
  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  expect(thirdParty).toEqual([]);
  // The set-up of trackers (src/analytics/pageViews.ts) is a chunk of its own, for configured sites only.
  expect(scripts.filter((path) => /\/assets\/pageViews-/.test(path))).toEqual([]);
});

test('configured: both trackers and the tag manager load and get a page view for every route change', async ({
  page,
}) => {
  const requested = await configureAnalytics(page);
  await openPage(page, '/');
  await expect
    .poll(async () => (await recorded(page)).tracker?.pageViews)
    .toEqual(['G-PLAINIP1 /tutorials/', 'G-ANONIP2 /tutorials/']);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await page.getByRole('main').getByRole('link', { name: 'Getting started overview', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started overview' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  // The address changes before the new page renders; the page view is sent
  // when it has rendered, so each step waits for the page's heading.
  await expect(page).toHaveURL(/\/tutorials\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/tutorials\/getting-started\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started overview' })).toBeVisible();

  const paths = [
    '/tutorials/',
    '/tutorials/getting-started/overview',
    '/tutorials/blog',
    '/tutorials/getting-started/overview',
  ];
  await expect
    .poll(async () => (await recorded(page)).tracker?.pageViews)
    .toEqual(paths.flatMap((path) => [`G-PLAINIP1 ${path}`, `G-ANONIP2 ${path}`]));
  const { tracker, tagManager } = await recorded(page);
  expect(tracker?.configs).toEqual([
    { id: 'G-PLAINIP1', anonymizeIp: false },
    { id: 'G-ANONIP2', anonymizeIp: true },
  ]);
  expect(tagManager?.events).toEqual(['gtm.js', ...paths.map((path) => `page_view ${path}`)]);
  expect(requested.sort()).toEqual([
    'https://analytics.test/gtag/js?id=G-PLAINIP1',
    'https://analytics.test/gtm.js?id=GTM-TEST01',
  ]);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('configured: a page reached by a full load sends its own page view', async ({ page }) => {
  await configureAnalytics(page);
  await openPage(page, '/sdks/cypress/quickstart');
  await expect
    .poll(async () => (await recorded(page)).tagManager?.events)
    .toEqual(['gtm.js', 'page_view /tutorials/sdks/cypress/quickstart']);
});
