import { expect, test } from '@playwright/test';
import { slowPageServer } from './slowPageServer';

/**
 * How a prerendered page starts its app (README, "How the site behaves in the
 * browser"): painted first, the app's scripts inserted after the first
 * contentful paint, hydration once the whole document is parsed.
 */

const PAGE = '/tutorials/concepts/best-practices/match-levels';

test('the app loads its scripts only once the page has painted or finished loading', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // As the browser timed them: when each script's request started, the first contentful paint and
  // the load event (which comes first on a fast local connection, and starts the app then).
  const { paint, load, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  const started = Math.min(paint, load);
  expect(started, 'the page painted or loaded').toBeGreaterThan(0);
  expect(scripts.length, 'the scripts loaded').toBeGreaterThan(0);
  expect(scripts.filter((script) => script.start < started).map((script) => script.url)).toEqual([]);
});

test('a page whose end arrives late hydrates once it has all of it, with no error', async ({ page, baseURL }) => {
  // The end of the article, then after a pause the rest (table of contents, footer).
  const slow = await slowPageServer(baseURL ?? '', PAGE, (html) => html.indexOf('</main>') + '</main>'.length, 1500);
  try {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${slow.origin}${PAGE}`, { waitUntil: 'commit' });
    // The article is in the document while the rest is still on its way (it is painted only once all
    // of it has arrived: layout-shift.spec.ts).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
  } finally {
    await slow.close();
  }
});
