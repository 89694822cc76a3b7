import { expect, test } from '@playwright/test';
import { openPage } from './reader';

/**
 * Reflow at 320 CSS px (WCAG 1.4.10): no page scrolls sideways. What is wider
 * than the screen scrolls in its own box: code blocks, and tables, which sit
 * in a region named after their section that the keyboard can focus and scroll.
 * Long inline code (paths, URLs) wraps.
 */
const PAGES = [
  ['landing (long inline URLs, a troubleshooting table)', '/'],
  ['general doc with a wide table', '/concepts/best-practices/ocr'],
  ['SDK page (long inline paths)', '/sdks/selenium-java/quickstart'],
  ['SDK overview (a long package name in its facts)', '/sdks/espresso'],
  ['class reference', '/sdks/selenium-java/reference/eyes'],
  ['server API endpoint (a five-column parameters table)', '/reference/server-api/batches/list-batch-results'],
  ['Playwright page', '/playwright/core-concepts'],
  ['blog post', '/blog/taming-flaky-baselines-in-ci'],
  ['not-found page', '/no/such/page'],
] as const;

test.use({ viewport: { width: 320, height: 640 } });

for (const [kind, path] of PAGES) {
  test(`the ${kind} does not scroll sideways at 320 px`, async ({ page }) => {
    await openPage(page, path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
  });
}

// Before the scripts run (or without them), the prerendered page is styled by the stylesheets
// its HTML links: those of the components on it too, for pages rendered from templates as for MDX.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [kind, path] of PAGES.filter(([, path]) => path.startsWith('/sdks/'))) {
    test(`the ${kind} does not scroll sideways at 320 px`, async ({ page }) => {
      await page.goto(`/tutorials${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
    });
  }
});

test('a wide table scrolls in its own region, which the keyboard focuses and scrolls', async ({ page }) => {
  await openPage(page, '/reference/server-api/batches/list-batch-results');
  const region = page.getByRole('region', { name: 'Parameters table' });
  await expect(region.getByRole('table')).toBeVisible();
  const widths = await region.evaluate((box) => ({ box: box.clientWidth, table: box.scrollWidth }));
  expect(widths.table, 'the table is wider than its box').toBeGreaterThan(widths.box);

  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
});
