import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every route of the built site, from the route table the prerender step
 * wrote: each answers 200, has exactly one h1, a `Page | Site` title, and
 * loads and hydrates with no console error or warning (hydration mismatches
 * are console errors); so does the not-found page, with status 404. Routes are
 * checked in batches, one page per batch.
 */
const reports = join(import.meta.dirname, '../dist/reports');
const routes: string[] = JSON.parse(readFileSync(join(reports, 'routes.json'), 'utf8'));
const BATCH = 40;
const SITE_TITLE = 'Eyes Tutorials';

test('the route table lists the pages of every section', () => {
  for (const section of [
    '/getting-started/',
    '/concepts/',
    '/integrations',
    '/playwright',
    '/reference/server-api',
    '/sdks/',
    '/blog',
  ]) {
    expect(
      routes.some((route) => route.startsWith(section)),
      section,
    ).toBe(true);
  }
});

test('the built site has no broken internal link or anchor', () => {
  const broken: unknown[] = JSON.parse(readFileSync(join(reports, 'links.json'), 'utf8'));
  expect(broken).toEqual([]);
});

/**
 * Console errors and warnings of the page. `notFound`: the document's own 404,
 * which Chromium logs as a failed load, is expected and not a problem.
 */
function watchConsole(page: Page, { notFound = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const ownStatus = notFound && message.location().url === page.url() && /status of 404/.test(message.text());
    if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus)
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

for (let start = 0; start < routes.length; start += BATCH) {
  const batch = routes.slice(start, start + BATCH);
  test(`routes ${start + 1}-${start + batch.length} of ${routes.length} render, hydrate and are titled`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + batch.length * 3_000);
    const problems = watchConsole(page);
    for (const route of batch) {
      const url = `/tutorials${route === '/' ? '/' : route}`;
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html'), url).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('h1'), url).toHaveCount(1);
      const title = await page.title();
      expect(title, url).toMatch(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
      expect(problems, url).toEqual([]);
    }
  });
}

test('the not-found page answers 404, hydrates and logs nothing', async ({ page }) => {
  const problems = watchConsole(page, { notFound: true });
  const response = await page.goto('/tutorials/no/such/page', { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${SITE_TITLE}`);
  expect(problems).toEqual([]);
});
