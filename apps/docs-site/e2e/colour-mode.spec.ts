import { expect, test, type Page } from '@playwright/test';
import { openPage, seedStorage, storedValue, watchConsole } from './reader';

/**
 * Colour mode: light by default, the system's preference
 * until the reader picks, the pick stored under `theme`, applied before the
 * first paint, and the same in every tab.
 */

const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });
const theme = (page: Page) => page.locator('html');

/** Records the colour mode as it is when the document has been parsed (the pre-paint script's work). */
async function recordAtDomContentLoaded(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __atDomContentLoaded: unknown }).__atDomContentLoaded = {
        theme: document.documentElement.dataset.theme,
      };
    });
  });
  return () => page.evaluate(() => (window as unknown as { __atDomContentLoaded: unknown }).__atDomContentLoaded);
}

test('light by default, with a working switch', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/getting-started/overview');
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await expect(toggle(page)).toBeEnabled();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  expect(await storedValue(page, 'theme')).toBe('dark');
});

test('a stored dark theme is dark when the document has been parsed', async ({ context, page }) => {
  await seedStorage(context, { theme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  const atDomContentLoaded = await recordAtDomContentLoaded(page);
  await openPage(page, '/getting-started/overview');
  expect(await atDomContentLoaded()).toEqual({ theme: 'dark' });
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
  expect(r + g + b).toBeLessThan(3 * 80);
});

test('a stored dark theme shows the moon on the switch from the first paint, before the app has started', async ({
  context,
  page,
}) => {
  await seedStorage(context, { theme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  // The page as prerendered (in light mode), with no app to correct it: only the pre-paint script ran.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/tutorials/getting-started/overview');
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  const shownIcons = toggle(page).locator('svg:visible');
  await expect(shownIcons).toHaveCount(1);
  // The moon's crescent, not the sun's rays.
  await expect(shownIcons.locator('path')).toHaveAttribute('d', /^M20 14\.5/);
});

test('follows the system while nothing is stored, then keeps the reader’s pick', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const atDomContentLoaded = await recordAtDomContentLoaded(page);
  await openPage(page, '/');
  expect(await atDomContentLoaded()).toEqual({ theme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');

  await toggle(page).click();
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(100);
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
});

test('an unknown stored value is treated as no choice', async ({ context, page }) => {
  await seedStorage(context, { theme: 'solarized' });
  await page.emulateMedia({ colorScheme: 'dark' });
  const console = watchConsole(page);
  await openPage(page, '/');
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  expect(console.errors).toEqual([]);
});

test('a pick in one tab changes every other tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.emulateMedia({ colorScheme: 'light' });
  await second.emulateMedia({ colorScheme: 'light' });
  await openPage(first, '/');
  await openPage(second, '/sdks/cypress/quickstart');
  await toggle(first).click();
  await expect(theme(second)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(second)).toHaveAccessibleName(/currently dark mode/);
  await toggle(second).click();
  await expect(theme(first)).toHaveAttribute('data-theme', 'light');
});
