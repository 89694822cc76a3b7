import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every route of the built site, from the route table the prerender step
 * wrote: each answers 200, has exactly one h1, a `Page | Site` title, and
 * loads and hydrates with no console error or warning (hydration mismatches
 * are console errors). Routes are checked in batches, one page per batch.
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

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
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
