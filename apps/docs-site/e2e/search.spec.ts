import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Opens a page and waits until the client has taken over (the search button works from then on). */
async function visit(page: Page, path: string) {
  await page.goto(`/tutorials${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Holds back the full-text index file until the returned function is called. */
async function holdFullText(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/tutorials/search/full-*.json', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

test('typing a word from a known page finds it and opens the page at that section', async ({ page }) => {
  await visit(page, '/getting-started/overview');
  await page.getByRole('button', { name: 'Search' }).click();
  await searchBox(page).pressSequentially('brightness');
  const result = results(page).getByRole('option', { name: /^Match levels\W+Ignore colors/ });
  await expect(result).toBeVisible();
  await expect(result.locator('mark').first()).toHaveText(/brightness/i);
  await result.click();

  await expect(page).toHaveURL(/\/tutorials\/concepts\/best-practices\/match-levels#ignore-colors$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Match levels' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Ignore colors/ })).toBeInViewport();
});

test("results for the reader's SDK come first, labelled with it; the switch adds the other SDKs", async ({ page }) => {
  await visit(page, '/');
  await page.evaluate(() => localStorage.setItem('sdk', 'selenium-python'));
  await visit(page, '/concepts/best-practices/batching');
  await expect(page.getByRole('button', { name: /Select SDK/ })).toContainText('Selenium Python');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('check settings');

  const list = results(page);
  await expect(list.getByRole('group').first()).toHaveAccessibleName('Selenium Python');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('href', '/tutorials/sdks/selenium-python/check-settings');
  await expect(first).toContainText('Selenium Python');
  await expect(list.getByRole('group', { name: 'General docs' })).toBeVisible();
  // Pages of other SDKs stay out until the reader asks for them.
  await expect(list.getByRole('option', { name: /Cypress/ })).toHaveCount(0);

  await page.getByRole('switch', { name: 'All SDKs' }).check();
  const others = list.getByRole('group', { name: 'Other SDKs' });
  await expect(others).toBeVisible();
  // Groups in the order of their best results: the reader's own Check settings page first.
  await expect(list.getByRole('group').first()).toHaveAccessibleName('Selenium Python');
  const other = others.getByRole('option').first();
  await expect(other).toHaveAttribute('href', /\/tutorials\/(sdks\/(?!selenium-python\/)|playwright)/);
  await expect(other).not.toContainText('Selenium Python');
});

test("an SDK's own page ranks that SDK first", async ({ page }) => {
  await visit(page, '/sdks/cypress/quickstart');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('check settings');
  await expect(results(page).getByRole('group').first()).toHaveAccessibleName('Cypress');
  await expect(results(page).getByRole('option').first()).toHaveAttribute(
    'href',
    '/tutorials/sdks/cypress/check-settings',
  );
});

test('the keyboard path: / and Ctrl+K open, arrows move, Enter opens, Escape closes and gives focus back', async ({
  page,
}) => {
  await visit(page, '/getting-started/overview');
  const button = page.getByRole('button', { name: 'Search' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
  await page.keyboard.type('baseline');
  // The full-text index may still replace the first (titles) results: arrow through the final list.
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  const options = results(page).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  );
  const href = (await options.nth(1).getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/tutorials\//);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new URL(href, page.url()).href);

  // The query is kept as a recent search, offered when search opens again.
  await page.keyboard.press('Control+K');
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: 'baseline' })).toBeVisible();
});

test('nothing is fetched for search before it opens, and nothing from outside the site', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await visit(page, '/concepts/best-practices/batching');
  expect(requests.filter((url) => url.includes('/tutorials/search/'))).toEqual([]);

  await page.getByRole('button', { name: 'Search' }).click();
  await searchBox(page).pressSequentially('baseline');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  const searchFiles = requests.filter((url) => url.includes('/tutorials/search/')).map((url) => new URL(url).pathname);
  expect(searchFiles.sort()).toEqual([
    expect.stringMatching(/^\/tutorials\/search\/full-[0-9a-f]+\.json$/),
    '/tutorials/search/titles.json',
  ]);

  const origin = new URL(baseURL ?? '').origin;
  const outside = requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
  expect(outside).toEqual([]);
});

test('search code that fails to load is reported with Retry, which recovers', async ({ page }) => {
  await page.route('**/tutorials/assets/engine-*.js', (route) => route.abort('failed'));
  await visit(page, '/getting-started/overview');
  await page.getByRole('button', { name: 'Search' }).click();
  await searchBox(page).pressSequentially('baseline');
  await expect(page.getByRole('alert')).toContainText(
    'Search could not be loaded: the search code could not be loaded',
  );

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

test('a search dialog whose code cannot be downloaded is reported with Retry, which opens it', async ({ page }) => {
  // The dialog is a chunk of its own, fetched when the browser is idle or search opens.
  await page.route('**/tutorials/assets/SiteSearchDialog-*.js', (route) => route.abort('failed'));
  await visit(page, '/getting-started/overview');
  const button = page.getByRole('button', { name: 'Search' });
  await button.focus();
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('alert')).toContainText(
    "Search could not be loaded: the search dialog's code could not be downloaded",
  );
  await expect(page.getByRole('button', { name: 'Retry' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Control+K');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.unrouteAll();
  // The keyboard reaches Retry: keys typed after opening are no longer held for the dialog.
  await expect(page.getByRole('button', { name: 'Retry' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).pressSequentially('baseline');
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

test('an index that cannot be fetched is reported with Retry, which recovers', async ({ page }) => {
  await page.route('**/tutorials/search/titles.json', (route) => route.fulfill({ status: 503, body: 'busy' }));
  await visit(page, '/getting-started/overview');
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('alert')).toContainText(
    'the search index could not be fetched from /tutorials/search/titles.json (HTTP 503)',
  );
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Retry' }).click();
  await searchBox(page).pressSequentially('baseline');
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

test('titles and headings answer while the full-text index is held back; its text-only matches follow', async ({
  page,
}) => {
  const release = await holdFullText(page);
  await visit(page, '/getting-started/overview');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('match levels');
  // The page title is in the titles index: it shows while the full text is on its way.
  const page1 = results(page)
    .getByRole('option', { name: /^Match levels/ })
    .first();
  await expect(page1).toBeVisible();
  await expect(page1).toHaveAttribute('href', /\/tutorials\/concepts\/best-practices\/match-levels/);
  await expect(page.getByText('Searching the full text…', { exact: true })).toBeVisible();

  // A word that is only in the text: no "No results" while the full text loads.
  await searchBox(page).fill('brightness');
  await expect(page.getByRole('dialog').getByText('Searching the full text…', { exact: true })).toBeAttached();
  await expect(page.getByText(/No results/)).toHaveCount(0);
  await expect(results(page)).toHaveCount(0);

  release();
  const textMatch = results(page).getByRole('option', { name: /^Match levels\W+Ignore colors/ });
  await expect(textMatch).toBeVisible();
  await expect(textMatch.locator('mark').first()).toHaveText(/brightness/i);
  await expect(page.getByText('Searching the full text…')).toHaveCount(0);
});

test('a result chosen with the arrows stays chosen when the full-text results replace the first ones', async ({
  page,
}) => {
  const release = await holdFullText(page);
  await visit(page, '/getting-started/overview');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('match levels');
  await expect(page.getByText('Searching the full text…', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const activeHref = () =>
    page.evaluate(() => {
      const id = document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.getAttribute('href') : undefined;
    });
  const chosen = await activeHref();
  expect(chosen).toMatch(/^\/tutorials\//);
  expect(chosen).toBe(await results(page).getByRole('option').nth(1).getAttribute('href'));

  release();
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  expect(await activeHref()).toBe(chosen);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL(chosen ?? '', page.url()).href);
});

test('a full-text index that fails after the titles loaded is reported with Retry, keeping the title results', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/tutorials/search/full-*.json', (route) =>
    failing ? route.fulfill({ status: 503, body: 'busy' }) : route.continue(),
  );
  await visit(page, '/getting-started/overview');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('match levels');
  await expect(page.getByRole('alert')).toContainText(
    /Search could not be loaded: the full-text search index could not be fetched from \/tutorials\/search\/full-[0-9a-f]+\.json \(HTTP 503\)/,
  );
  await expect(
    results(page)
      .getByRole('option', { name: /^Match levels/ })
      .first(),
  ).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  await searchBox(page).fill('brightness');
  await expect(results(page).getByRole('option', { name: /^Match levels\W+Ignore colors/ })).toBeVisible();
});

test('pointing at the search button loads the small titles index only; opening search loads the rest', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await visit(page, '/getting-started/overview');
  await page.getByRole('button', { name: 'Search' }).hover();
  await expect.poll(() => requests.filter((path) => /\/search\/titles\.json$/.test(path))).toHaveLength(1);
  expect(requests.filter((path) => /\/search\/full-/.test(path))).toEqual([]);

  await page.getByRole('button', { name: 'Search' }).click();
  await searchBox(page).pressSequentially('baseline');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  expect(requests.filter((path) => /\/search\/(titles\.json|full-)/.test(path))).toHaveLength(2);
});

test('search works with browser storage unavailable, remembering recent searches for the visit', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await visit(page, '/getting-started/overview');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('baseline');
  await results(page).getByRole('option').first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press('Control+K');
  await expect(
    page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option', { name: 'baseline' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a phone the navbar keeps a search button, and the dialog fills the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await visit(page, '/getting-started/overview');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  await expect(dialog).toBeVisible();
  // Measured until it holds: the loading shell may give way to the dialog between two reads.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(375);
  await searchBox(page).pressSequentially('baseline');
  await expect(results(page).getByRole('option').first()).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open dialog with results has no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await visit(page, '/getting-started/overview');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.keyboard.press('Control+K');
    await searchBox(page).pressSequentially('match level');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await page.addScriptTag({ path: AXE_PATH });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: unknown[] }> } }).axe;
      const result = await axe.run({ include: [['[role="dialog"]']] });
      return (result.violations as { id: string; impact: string | null; nodes: { target: unknown }[] }[])
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
        );
    });
    expect(violations).toEqual([]);
  });
}

/** Holds back the search dialog's code (its own chunk) until the returned function is called. */
async function holdDialogCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/tutorials/assets/SiteSearchDialog-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Opens a page with Selenium Python as the reader's SDK. */
async function visitAsSeleniumPython(page: Page, path: string) {
  await visit(page, '/');
  await page.evaluate(() => localStorage.setItem('sdk', 'selenium-python'));
  await visit(page, path);
  await expect(page.getByRole('button', { name: /Select SDK/ })).toContainText('Selenium Python');
}

test("matches the reader's scope leaves out are counted beside the results, and Enter on the count shows them", async ({
  page,
}) => {
  await visitAsSeleniumPython(page, '/concepts/best-practices/batching');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('fixture');
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  const list = results(page);
  const more = list.getByRole('option', { name: /^\d+ more in other SDKs$/ });
  await expect(more).toBeVisible();
  // Shown beside the results in scope, not only when there are none.
  await expect(list.getByRole('group', { name: 'General docs' })).toBeVisible();
  await expect(list.getByRole('group', { name: 'Other SDKs' })).toHaveCount(0);

  // The count is the last option: up from the first reaches it, Enter shows the other SDKs.
  await page.keyboard.press('ArrowUp');
  await expect(more).toHaveAttribute('aria-selected', 'true');
  const counted = Number((await more.textContent())?.match(/\d+/)?.[0]);
  await page.keyboard.press('Enter');
  await expect(list.getByRole('group', { name: 'Other SDKs' })).toBeVisible();
  // The count is what the reader then gets.
  await expect(list.getByRole('group', { name: 'Other SDKs' }).getByRole('option')).toHaveCount(counted);
  await expect(page.getByRole('switch', { name: 'All SDKs' })).toBeChecked();
  await expect(list.getByRole('option', { name: /more in other SDKs/ })).toHaveCount(0);
  await expect(searchBox(page)).toBeFocused();

  await page.getByRole('switch', { name: 'All SDKs' }).uncheck();
  await searchBox(page).fill('gradle');
  await expect(results(page).getByRole('option', { name: /^\d+ more in other SDKs$/ })).toBeVisible();
});

test("the empty search says what it searches: the reader's SDK and the general docs, or every page", async ({
  page,
}) => {
  await visitAsSeleniumPython(page, '/concepts/best-practices/batching');
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  await expect(dialog.getByText('Search the general docs and Selenium Python pages.')).toBeVisible();
  await page.getByRole('switch', { name: 'All SDKs' }).check();
  await expect(dialog.getByText('Search every page; Selenium Python pages rank higher.')).toBeVisible();
});

test("the SDK's name shows once for its group of results, not on every row", async ({ page }) => {
  await visit(page, '/sdks/cypress/quickstart');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('check settings');
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  const group = results(page).getByRole('group', { name: 'Cypress' });
  expect(await group.getByRole('option').count()).toBeGreaterThan(1);
  await expect(group.getByText('Cypress', { exact: true })).toHaveCount(1);
});

test('keys typed right after Ctrl+K, / or a click on the search box, before the dialog has loaded, all reach the box', async ({
  page,
}) => {
  const release = await holdDialogCode(page);
  await visit(page, '/getting-started/overview');
  await page.keyboard.press('Control+K');
  await page.keyboard.type('baseline');
  release();
  await expect(searchBox(page)).toHaveValue('baseline');
  await expect(searchBox(page)).toBeFocused();
  await expect(results(page).getByRole('option').first()).toBeVisible();

  // A click on the navbar's box, typing at once (a correction included), with the dialog's code held back again.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const again = await holdDialogCode(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.keyboard.type('match lev');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('vel');
  again();
  await expect(searchBox(page)).toHaveValue('match level');

  // `/` opens search and is not typed itself.
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const third = await holdDialogCode(page);
  await page.keyboard.press('/');
  await page.keyboard.type('batch');
  third();
  await expect(searchBox(page)).toHaveValue('batch');
});

test('reopening search selects the last query, so typing replaces it', async ({ page }) => {
  await visit(page, '/getting-started/overview');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('baseline');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toHaveValue('baseline');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.type('batch');
  await expect(searchBox(page)).toHaveValue('batch');

  // Typed at once after the shortcut, the new query replaces the old one too.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+K');
  await page.keyboard.type('match');
  await expect(searchBox(page)).toHaveValue('match');
});

test('Tab and Shift+Tab stay inside the open search, past its scrolling list of results', async ({ page }) => {
  await visit(page, '/concepts/best-practices/batching');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('baseline');
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  const insideDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    // Past either end, focus rests for a frame on the focus manager's guard, which sends it round.
    await expect.poll(insideDialog, { message: `focus after ${key}` }).toBe(true);
  }
});

test('Tab goes through the dialog controls, never to a result; Enter opens the highlighted result', async ({
  page,
}) => {
  await visit(page, '/concepts/best-practices/batching');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('batch');
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  const options = results(page).getByRole('option');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
  const chosen = (await options.nth(2).getAttribute('href')) ?? '';
  expect(chosen).toMatch(/^\/tutorials\//);

  // The combobox pattern: the box, then the dialog's other controls, then the box again.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Close search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch', { name: 'All SDKs' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('switch', { name: 'All SDKs' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(searchBox(page)).toBeFocused();
  // One current result: the highlighted one, which Enter opens.
  await expect(options.filter({ has: page.locator(':focus') })).toHaveCount(0);
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL(chosen, page.url()).href);
});

test('the result chosen with the arrows is never under the "more in other SDKs" row', async ({ page }) => {
  await visit(page, '/concepts/best-practices/batching');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('batch');
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  const list = results(page);
  const more = list.getByRole('option', { name: /^\d+ more in other SDKs$/ });
  await expect(more).toBeVisible();
  const options = list.getByRole('option');
  const count = await options.count();
  for (let step = 1; step < count - 1; step += 1) {
    await page.keyboard.press('ArrowDown');
    const selected = options.nth(step);
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(async () => {
      const [row, sticky] = await Promise.all([selected.boundingBox(), more.boundingBox()]);
      expect(row && sticky && row.y + row.height, `bottom of option ${step} above the "more" row`).toBeLessThanOrEqual(
        sticky?.y ?? 0,
      );
    }).toPass({ timeout: 2000 });
  }
});

test('All SDKs shown from the "more" row last until search closes; turned on with the switch, it stays', async ({
  page,
}) => {
  await visitAsSeleniumPython(page, '/concepts/best-practices/batching');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('fixture');
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  const allSdks = page.getByRole('switch', { name: 'All SDKs' });
  const more = results(page).getByRole('option', { name: /^\d+ more in other SDKs$/ });
  await page.keyboard.press('ArrowUp');
  await expect(more).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(allSdks).toBeChecked();

  // A look at one search's other matches: the next search is in the reader's scope again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toHaveValue('fixture');
  await expect(allSdks).not.toBeChecked();
  await expect(more).toBeVisible();

  // The switch is a choice for every search: it stays on.
  await allSdks.check();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+K');
  await expect(allSdks).toBeChecked();
  await expect(results(page).getByRole('group', { name: 'Other SDKs' })).toBeVisible();
});

test('on a slow connection search opens at once, loading, while its code downloads; the keys typed meanwhile are kept', async ({
  page,
}) => {
  const release = await holdDialogCode(page);
  await visit(page, '/getting-started/overview');
  const button = page.getByRole('button', { name: 'Search' });
  await button.focus();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  // The dialog's code is held back: what shows is its shell, at once, saying it loads.
  await expect(dialog).toBeVisible({ timeout: 500 });
  await expect(dialog.getByRole('status')).toHaveText('Loading search…');
  await page.keyboard.type('baseline');
  release();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('baseline');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('Escape closes search while its code is still downloading, giving focus back', async ({ page }) => {
  await holdDialogCode(page);
  await visit(page, '/getting-started/overview');
  const button = page.getByRole('button', { name: 'Search' });
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeVisible({ timeout: 500 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the result highlighted before the full text arrives stays highlighted when it reorders the list; Enter opens it', async ({
  page,
}) => {
  const release = await holdFullText(page);
  await visit(page, '/getting-started/overview');
  await page.keyboard.press('Control+K');
  // Today the titles give "API key validation" first and the full text "Retrieve your API key".
  await searchBox(page).pressSequentially('api key');
  const options = results(page).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const shown = (await options.first().getAttribute('href')) ?? '';
  expect(shown).toMatch(/^\/tutorials\//);

  release();
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  await expect(results(page).locator('[aria-selected="true"]')).toHaveAttribute('href', shown);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL(shown, page.url()).href);
});

/** Opens a page with an SDK chosen, as a reader who picked it before. */
async function visitWithSdk(page: Page, sdk: string, path: string) {
  await visit(page, '/');
  await page.evaluate((key) => localStorage.setItem('sdk', key), sdk);
  await visit(page, path);
}

test('a Storybook reader gets the Storybook pages, not each one again for Storybook for Angular', async ({ page }) => {
  await visitWithSdk(page, 'storybook', '/concepts/best-practices/batching');
  await expect(page.getByRole('button', { name: /Select SDK/ })).toContainText('Storybook');
  await page.keyboard.press('Control+K');
  await searchBox(page).pressSequentially('install');
  await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
  const list = results(page);
  await expect(list.getByRole('option').first()).toHaveAccessibleName(/^Quickstart: Storybook\W+Install the SDK/);
  await expect(list.getByRole('option', { name: /Storybook for Angular/ })).toHaveCount(0);

  // "timeout": Storybook's storyTimeout, not Storybook for Angular's.
  await searchBox(page).fill('timeout');
  await expect(list.getByRole('option').first()).toHaveAccessibleName(/^Eyes reference: Storybook\W+Members/);
  await expect(list.getByRole('option', { name: /Storybook for Angular/ })).toHaveCount(0);

  // Asked for by name, the Angular pages are there.
  await searchBox(page).fill('angular install');
  await expect(list.getByRole('option').first()).toHaveAccessibleName(/^Quickstart: Storybook for Angular/);
});

for (const width of [1280, 375]) {
  test(`at ${width} px the "more in other SDKs" row covers no result, scrolled anywhere, and names its action`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 900 ? 800 : 740 });
    await visitWithSdk(page, 'storybook', '/concepts/best-practices/batching');
    await page.keyboard.press('Control+K');
    await searchBox(page).pressSequentially('batch');
    await expect(page.getByRole('dialog')).toHaveAttribute('data-status', 'ready');
    const list = results(page);
    const more = list.getByRole('option', { name: /^\d+ more in other SDKs$/ });
    await expect(more).toBeVisible();
    // Its action is named on screen on a phone too (not only in the text, hidden).
    await expect(more.getByText('Show all SDKs')).toBeVisible();
    /**
     * The results whose visible part (inside the box that scrolls them) is not theirs at its middle:
     * something covers them there. Empty when nothing does.
     */
    const covered = () =>
      list.evaluate((listbox) => {
        const options = [...listbox.querySelectorAll('[role="option"]')].filter(
          (option) => !/more in other/.test(option.textContent ?? ''),
        );
        const scroller = (element: Element | null): Element | null => {
          for (let at = element?.parentElement; at; at = at.parentElement) {
            if (/auto|scroll/.test(getComputedStyle(at).overflowY)) return at;
          }
          return null;
        };
        const view = scroller(options[0] ?? null)?.getBoundingClientRect();
        if (!view) return ['no scrolling box'];
        return options.flatMap((option) => {
          const box = option.getBoundingClientRect();
          const top = Math.max(box.top, view.top);
          const bottom = Math.min(box.bottom, view.bottom);
          if (bottom - top < 1) return [];
          const hit = document.elementFromPoint(box.left + box.width / 2, (top + bottom) / 2);
          return hit && option.contains(hit) ? [] : [option.textContent?.slice(0, 40) ?? ''];
        });
      });
    expect(await covered()).toEqual([]);
    // Scrolled by a reader (wheel or finger), to a few places.
    const first = list.getByRole('option').first();
    for (let step = 0; step < 4; step += 1) {
      await first.hover();
      await page.mouse.wheel(0, 70);
      await expect.poll(covered).toEqual([]);
    }
  });
}
