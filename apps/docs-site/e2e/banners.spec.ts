import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { openPage, seedStorage, storedValue } from './reader';

/**
 * The announcement bar (shown until dismissed, again for a new bar id), the
 * preferred docs version in storage, and the base-address warning (the site
 * opened outside /tutorials/ says it did not load properly and suggests the address).
 */

const announcement = (page: Page) => page.getByRole('complementary', { name: 'Announcement' });

test.describe('announcement bar', () => {
  test('shows until dismissed; the dismissal is stored with the bar id and holds after a reload', async ({ page }) => {
    await openPage(page, '/getting-started/overview');
    await expect(announcement(page)).toContainText('Eyes for Playwright now ships test fixtures');
    await announcement(page).getByRole('button', { name: 'Close announcement' }).click();
    await expect(announcement(page)).toHaveCount(0);
    expect(await storedValue(page, 'docs.announcement.id')).toBe('playwright-fixtures');
    expect(await storedValue(page, 'docs.announcement.dismiss')).toBe('true');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(announcement(page)).toHaveCount(0);
  });

  test('a dismissed bar is hidden before the first paint, so the navbar never moves', async ({ context, page }) => {
    await seedStorage(context, { 'docs.announcement.id': 'playwright-fixtures', 'docs.announcement.dismiss': 'true' });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const bar = document.querySelector('aside[aria-label="Announcement"]');
        const navbar = document.querySelector('nav[aria-label="Main"]');
        (window as unknown as { __parsed: unknown }).__parsed = {
          barInMarkup: bar !== null,
          barShown: bar ? getComputedStyle(bar).display !== 'none' : false,
          navbarTop: navbar?.getBoundingClientRect().top,
        };
      });
    });
    await openPage(page, '/getting-started/overview');
    const parsed = await page.evaluate(() => (window as unknown as { __parsed: unknown }).__parsed);
    expect(parsed).toEqual({ barInMarkup: true, barShown: false, navbarTop: 0 });
    await expect(announcement(page)).toHaveCount(0);
    expect(
      await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => nav.getBoundingClientRect().top),
    ).toBe(0);
  });

  test('a new bar id shows the bar again to a reader who dismissed an older one', async ({ context, page }) => {
    await seedStorage(context, {
      'docs.announcement.id': 'an-older-announcement',
      'docs.announcement.dismiss': 'true',
    });
    await openPage(page, '/');
    await expect(announcement(page)).toBeVisible();
  });

  test('its link opens the page in the site without a reload', async ({ page }) => {
    await openPage(page, '/getting-started/overview');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await announcement(page).getByRole('link', { name: 'Read the Playwright guide' }).click();
    await expect(page).toHaveURL(/\/tutorials\/playwright$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('dismissing it in one tab hides it in the other', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openPage(first, '/');
    await openPage(second, '/integrations');
    await announcement(first).getByRole('button', { name: 'Close announcement' }).click();
    await expect(announcement(second)).toHaveCount(0);
  });
});

test.describe('preferred docs version', () => {
  test('is stored for the docs plugin when a docs page is visited, not by the blog', async ({ page }) => {
    await openPage(page, '/blog');
    expect(await storedValue(page, 'docs-preferred-version-default')).toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Eyes Docs' }).click();
    await expect(page).toHaveURL(/\/tutorials\/$/);
    await expect.poll(() => storedValue(page, 'docs-preferred-version-default')).toBe('current');
  });
});

test.describe('base address warning', () => {
  const site = join(import.meta.dirname, '../dist/site');
  const WRONG_HOST = 'http://wrong-base.test';
  const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

  /**
   * Serves the built site's files from `prefix` on another host, the way a
   * host does when the site is deployed to the wrong folder: a path below
   * `prefix` maps to the same path in dist/site; anything else is a 404
   * (including the site's own /tutorials/assets/..., so no script runs).
   */
  async function serveSiteUnder(page: Page, prefix: string) {
    await page.route(`${WRONG_HOST}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (!pathname.startsWith(prefix)) return route.fulfill({ status: 404, body: 'Not found' });
      const relative = decodeURIComponent(pathname.slice(prefix.length));
      const file = extname(relative) ? relative : join(relative, 'index.html');
      try {
        const body = await readFile(join(site, file));
        await route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
      } catch {
        await route.fulfill({ status: 404, body: 'Not found' });
      }
    });
  }

  test('is not shown where the site belongs', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto('/tutorials/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('shows when the site is served from the root of a host, and suggests /', async ({ page }) => {
    await serveSiteUnder(page, '/');
    await page.goto(`${WRONG_HOST}/`);
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('This site did not load properly.');
    await expect(banner).toContainText('The configured base address is /tutorials/');
    await expect(banner).toContainText('We suggest trying the base address /.');
    await expect(page.getByRole('heading', { level: 1, name: 'Running your first test' })).toBeVisible();
  });

  test('shows on any page served under another base, suggesting that base', async ({ page }) => {
    await serveSiteUnder(page, '/docs/');
    await page.goto(`${WRONG_HOST}/docs/getting-started/overview`);
    await expect(page.getByRole('alert')).toContainText('We suggest trying the base address /docs/.');
  });
});
