import { expect, test } from '@playwright/test';
import { configureAnalytics, recordedAnalytics as recorded } from './fakeAnalytics';
import { openPage } from './reader';

/**
 * Analytics: two trackers (IP anonymisation off on
 * one, on on the other) and a tag-manager container, loaded only when their
 * ids are configured, with a page view on every route change.
 *
 * The built site configures no ids. To test the loaded case without a second
 * build, the test does what a configured build does (e2e/fakeAnalytics.ts):
 * the page's head carries the configuration, added to every page the server
 * sends; the trackers' scripts are fakes that record what they are given.
 */

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
  expect(requested.scripts.sort()).toEqual([
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
