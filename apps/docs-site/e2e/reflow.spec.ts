import { expect, test } from '@playwright/test';
import { openPage } from './reader';

/**
 * Reflow at 320 CSS px (WCAG 1.4.10): no page scrolls sideways. What is wider
 * than the screen scrolls in its own box: code blocks, and tables, which sit
 * in a region named after their section that the keyboard can focus and scroll.
 * Long inline code (paths, URLs) wraps.
 */
const PAGES = [
  ['landing (long inline URLs)', '/'],
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

test("a class reference's signatures never break inside an arrow (-> split into '-' and '>')", async ({ page }) => {
  await openPage(page, '/sdks/xcui/reference/check-settings');
  const signatures = page.getByRole('table', { name: /^Members, with signatures in/ }).getByRole('cell');
  await expect(signatures.first()).toBeVisible();
  const arrows = await signatures.evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const found: { text: string; lines: number }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let at = text.indexOf('->'); at !== -1; at = text.indexOf('->', at + 2)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 2);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          found.push({ text: (cell.textContent ?? '').slice(0, 60), lines: tops.size });
        }
      }
      return found;
    }),
  );
  expect(arrows.length, 'signatures with an arrow on the page').toBeGreaterThan(3);
  expect(arrows.filter((arrow) => arrow.lines !== 1)).toEqual([]);
});

test("the blog's title opens a phone's screen; its posts by year follow the page", async ({ page }) => {
  for (const path of ['/blog', '/blog/taming-flaky-baselines-in-ci']) {
    await openPage(page, path);
    const heading = page.getByRole('heading', { level: 1 });
    const byYear = page.getByRole('navigation', { name: 'Blog posts by year' });
    const headingBox = await heading.boundingBox();
    const byYearBox = await byYear.boundingBox();
    expect((headingBox?.y ?? Infinity) + (headingBox?.height ?? 0), `${path}: the h1's bottom`).toBeLessThanOrEqual(
      640,
    );
    expect(byYearBox?.y ?? 0, `${path}: the posts by year`).toBeGreaterThan(headingBox?.y ?? Infinity);
  }
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the blog's posts by year sit left of the page", async ({ page }) => {
    await openPage(page, '/blog');
    const byYear = await page.getByRole('navigation', { name: 'Blog posts by year' }).boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(byYear?.x ?? Infinity).toBeLessThan(heading?.x ?? 0);
    expect(Math.abs((byYear?.y ?? 0) - (heading?.y ?? 0))).toBeLessThan(200);
  });

  test('on a page shorter than the window, the footer reaches the bottom of the window', async ({ page }) => {
    await openPage(page, '/no/such/page');
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeGreaterThanOrEqual(900 - 1);
  });
});
