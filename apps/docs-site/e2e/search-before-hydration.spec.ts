import { expect, test, type Page } from '@playwright/test';

/**
 * Search asked for before the app has started (README, "Search": typing ahead): on a slow
 * connection the prerendered page is there to read, and to search, while the app's code is still
 * on its way. Its scripts are held back here until the reader has typed.
 */

const PAGE = '/tutorials/getting-started/overview';

/** Holds back every script of the site until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/tutorials/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Opens the page with the app's code held back; the prerendered page is painted, not hydrated. */
async function visitBeforeHydration(page: Page): Promise<() => void> {
  const release = await holdAppCode(page);
  await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return release;
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

/** The box shows `text` with the caret after it: the next key typed goes at the end. */
async function expectTypedAhead(page: Page, text: string) {
  await expect(searchBox(page)).toHaveValue(text, { timeout: 15_000 });
  await expect(searchBox(page)).toBeFocused();
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.type('s');
  await expect(searchBox(page)).toHaveValue(`${text}s`);
}

test('Ctrl+K and the word typed before the app has started open search with that word and its results', async ({
  page,
}) => {
  const release = await visitBeforeHydration(page);
  await page.keyboard.press('Control+K');
  await page.keyboard.type('baseline');
  // Nothing can show it yet: the dialog's code has not even been asked for.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expectTypedAhead(page, 'baseline');
  await expect(results(page).getByRole('option').first()).toContainText(/baseline/i);
});

test('a click on the search box and the word typed before the app has started open search with that word', async ({
  page,
}) => {
  const release = await visitBeforeHydration(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.keyboard.type('match lev');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('vel');
  release();
  await expectTypedAhead(page, 'match level');
});

test('/ typed before the app has started opens search and is not typed itself', async ({ page }) => {
  const release = await visitBeforeHydration(page);
  await page.keyboard.press('/');
  await page.keyboard.type('batch');
  release();
  await expectTypedAhead(page, 'batch');
});

test('letters typed before the app has started, with no search asked for, do nothing', async ({ page }) => {
  const release = await visitBeforeHydration(page);
  await page.keyboard.type('baseline');
  release();
  await hydrated(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Search then opens as usual, empty, and once only: the shortcut is not handled twice.
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Escape before the app has started takes the request back: the app opens nothing', async ({ page }) => {
  const release = await visitBeforeHydration(page);
  await page.keyboard.press('Control+K');
  await page.keyboard.type('base');
  await page.keyboard.press('Escape');
  release();
  await hydrated(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('after the app has started, search opened before it closes and reopens as usual', async ({ page }) => {
  const release = await visitBeforeHydration(page);
  await page.keyboard.press('Control+K');
  await page.keyboard.type('batch');
  release();
  await expect(searchBox(page)).toHaveValue('batch', { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Letters typed now are the page's again: nothing holds them for search.
  await page.keyboard.type('xyz');
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toHaveValue('batch');
});
