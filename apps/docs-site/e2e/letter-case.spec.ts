import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX_PORT } from '../playwright.config';

/**
 * A wrongly cased address (`/tutorials/Getting-Started/Overview`) is no page, the same way
 * everywhere: the static server and nginx answer 404 with the not-found page, and the app,
 * which matches routes case-sensitively, keeps showing it after hydration; it used to show
 * "Page not found" and then swap in the page. Page addresses are all lower case, so the
 * address a reader can find (links, sitemap, search) is always the right one.
 */
const routes: string[] = JSON.parse(readFileSync(join(import.meta.dirname, '../dist/reports/routes.json'), 'utf8'));
const WRONG_CASE = '/tutorials/Getting-Started/Overview';

test('every page address of the built site is lower case', () => {
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.filter((route) => route !== route.toLowerCase())).toEqual([]);
  expect(routes).toContain('/getting-started/overview');
});

/** Opens the address and checks the not-found page stays, after hydration and its scripts settle. */
async function expectStableNotFound(page: Page, origin: string) {
  const headings: string[] = [];
  await page.exposeFunction('recordHeading', (text: string) => headings.push(text));
  // Every h1 the page ever shows, from the first parse on.
  await page.addInitScript(() => {
    const record = (window as unknown as { recordHeading: (text: string) => void }).recordHeading;
    let last = '';
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? '';
      if (text !== last) record((last = text));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const response = await page.goto(`${origin}${WRONG_CASE}`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/^Page not found/);
  expect(new URL(page.url()).pathname).toBe(WRONG_CASE);
  expect(headings.filter((text) => text !== '')).toEqual(['Page not found']);
  // The right address is the page.
  await page.goto(`${origin}/tutorials/getting-started/overview`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
}

test('the static server answers a wrongly cased address with the not-found page, which stays', async ({
  page,
  baseURL,
}) => {
  await expectStableNotFound(page, baseURL ?? '');
});

test('nginx answers a wrongly cased address with the not-found page, which stays', async ({ page }) => {
  await expectStableNotFound(page, `http://127.0.0.1:${NGINX_PORT}`);
});
