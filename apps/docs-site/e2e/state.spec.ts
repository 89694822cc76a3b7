import { expect, test, type Page } from '@playwright/test';
import {
  activeSwitch,
  chooseSdkInNavbar,
  openPage,
  sdkSelector,
  seedStorage,
  storedValue,
  watchConsole,
} from './reader';

/**
 * The reader's SDK (README, "What the site remembers"): derived from the URL, else the stored choice, else
 * Cypress; every navigation rule of a choice; storage that is corrupt,
 * unavailable or full; other tabs.
 */

const GENERAL_PAGE = '/concepts/best-practices/match-levels'; // applies to every SDK (sdks: [all])

/** What the reader sees of the docs sidebar and the navbar's documentation switches. */
async function docsView(page: Page) {
  const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
  return {
    switch: await activeSwitch(page).textContent(),
    sidebar: await sidebar.getByRole('link').allTextContents(),
    current: await sidebar.locator('a[aria-current="page"]').allTextContents(),
  };
}

/**
 * Records every change inside the sidebar and the documentation switches from the moment the
 * prerendered page is parsed: hydration that matches the server's markup changes nothing there.
 */
async function watchSidebarChanges(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { __sidebarChanges: string[] }).__sidebarChanges = changes;
    document.addEventListener('DOMContentLoaded', () => {
      const roots = document.querySelectorAll('nav[aria-label="Docs"], ul[aria-label="Documentation type"]');
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          changes.push(`${record.type} in ${target?.outerHTML.slice(0, 100)}`);
        }
      });
      for (const root of roots) {
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      }
    });
  });
}
const sidebarChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sidebarChanges: string[] }).__sidebarChanges);

test.describe('on load', () => {
  test('a general page with nothing stored shows Cypress and the docs switch, and stores Cypress', async ({ page }) => {
    await openPage(page, GENERAL_PAGE);
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Cypress');
    await expect(activeSwitch(page)).toHaveText('Eyes Docs');
    await expect.poll(() => storedValue(page, 'sdk')).toBe('cypress');
  });

  test.describe('what the URL decides is in the prerendered page', () => {
    test.use({ javaScriptEnabled: false });

    test('a page under playwright/api: Playwright TypeScript with the API switch', async ({ page }) => {
      await page.goto('/tutorials/playwright/api/overview');
      await expect(sdkSelector(page)).toHaveAccessibleName(/^Select SDK: Playwright \(TypeScript\)/);
      await expect(activeSwitch(page)).toHaveText('API');
    });

    test("an SDK's page: its SDK and the API Ref switch (sidebar in api mode)", async ({ page }) => {
      await page.goto('/tutorials/sdks/selenium-java/quickstart');
      await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Selenium Java');
      await expect(activeSwitch(page)).toHaveText('API Ref');
    });
  });

  test('a stored SDK applies on general pages right after hydration, without moving the navbar', async ({
    context,
    page,
  }) => {
    await seedStorage(context, { sdk: 'appium-python-native' });
    await page.addInitScript(() => {
      const shifted: string[] = [];
      (window as unknown as { __navbarShifts: string[] }).__navbarShifts = shifted;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources?: { node?: Node }[] }[]) {
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (element?.closest('nav[aria-label="Main"]')) shifted.push(element.outerHTML.slice(0, 80));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openPage(page, GENERAL_PAGE);
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Appium Python (Native)');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __navbarShifts: string[] }).__navbarShifts)).toEqual([]);
  });

  test("the page's own SDK wins over the stored one and is stored: the next general page shows it", async ({
    context,
    page,
  }) => {
    await seedStorage(context, { sdk: 'cypress' });
    await openPage(page, '/sdks/selenium-java/quickstart');
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Selenium Java');
    await expect.poll(() => storedValue(page, 'sdk')).toBe('selenium-java');
    await openPage(page, GENERAL_PAGE);
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Selenium Java');
  });

  test('playwright paths give Playwright TypeScript; the Playwright switch follows playwright/api', async ({
    context,
    page,
  }) => {
    await seedStorage(context, { sdk: 'selenium-java' });
    await openPage(page, '/playwright/api/overview');
    await expect(sdkSelector(page)).toHaveAccessibleName(/^Select SDK: Playwright \(TypeScript\)/);
    await expect(activeSwitch(page)).toHaveText('API');
    await page.getByRole('list', { name: 'Documentation type' }).getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/tutorials\/playwright$/);
    await expect(activeSwitch(page)).toHaveText('Docs');
  });

  test('the sidebar mode follows the path on client navigation: the switches move between docs and api', async ({
    page,
  }) => {
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    const switches = page.getByRole('list', { name: 'Documentation type' });
    await openPage(page, '/sdks/webdriverio/configuration');
    await expect(activeSwitch(page)).toHaveText('API Ref');
    await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await switches.getByRole('link', { name: 'Eyes Docs' }).click();
    await expect(page).not.toHaveURL(/\/sdks\//);
    await expect(activeSwitch(page)).toHaveText('Eyes Docs');
    await expect(sidebar.getByRole('link', { name: 'Test Manager' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toHaveCount(0);
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: WebdriverIO');

    await switches.getByRole('link', { name: 'API Ref' }).click();
    await expect(page).toHaveURL(/\/tutorials\/sdks\/webdriverio$/);
    await expect(activeSwitch(page)).toHaveText('API Ref');
    await expect(sidebar.getByRole('link', { name: 'Quickstart' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Test Manager' })).toHaveCount(0);
    // Client navigation all along: the mode came from each path, not from a new document.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('the server API reference shows its own sidebar, and Eyes Docs current: it is part of the general docs', async ({
    context,
    page,
  }) => {
    await seedStorage(context, { sdk: 'testcafe' });
    await openPage(page, '/reference/server-api');
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: TestCafe');
    await expect(activeSwitch(page)).toHaveText('Eyes Docs');
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    await expect(sidebar.getByRole('link', { name: 'Authentication' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Test Manager' })).toHaveCount(0);
  });

  test('neither switch is current on the blog and the not-found page', async ({ page }) => {
    const switches = page.getByRole('list', { name: 'Documentation type' });
    await openPage(page, '/blog');
    await expect(switches.getByRole('link', { name: 'Eyes Docs' })).toBeVisible();
    await expect(activeSwitch(page)).toHaveCount(0);
    await page.goto('/tutorials/no/such/page');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(switches.getByRole('link', { name: 'Eyes Docs' })).toBeVisible();
    await expect(activeSwitch(page)).toHaveCount(0);
  });

  for (const [alias, key, name] of [
    ['storybook-react', 'storybook', 'Storybook'],
    ['playwright-ts-legacy', 'playwright-ts-standard', /^Select SDK: Playwright Standard \(TypeScript\)$/],
    ['images-xctest', 'xctest', 'XCTest'],
  ] as const) {
    test(`a stored alias ${alias} is shown as ${key} and rewritten in storage`, async ({ context, page }) => {
      await seedStorage(context, { sdk: alias });
      await openPage(page, GENERAL_PAGE);
      await expect(sdkSelector(page)).toHaveAccessibleName(typeof name === 'string' ? `Select SDK: ${name}` : name);
      await expect.poll(() => storedValue(page, 'sdk')).toBe(key);
    });
  }

  for (const corrupt of ['{"sdk":"cypress"', 'Selenium-Java', '']) {
    test(`an unknown stored value ${JSON.stringify(corrupt)} is ignored without an error`, async ({
      context,
      page,
    }) => {
      const console = watchConsole(page);
      await seedStorage(context, { sdk: corrupt, theme: 'sepia' });
      await openPage(page, GENERAL_PAGE);
      await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Cypress');
      // The site fell back to Cypress: storage says so too.
      await expect.poll(() => storedValue(page, 'sdk')).toBe('cypress');
      expect(console.errors).toEqual([]);
      expect(console.warnings).toEqual([]);
    });
  }
});

test.describe('choosing an SDK in the navbar', () => {
  test('on a general page that applies to it: stays, saves, closes the popup, and survives a reload', async ({
    page,
  }) => {
    await openPage(page, GENERAL_PAGE);
    await chooseSdkInNavbar(page, 'WebdriverIO');
    await expect(page).toHaveURL(new RegExp(`/tutorials${GENERAL_PAGE}$`));
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: WebdriverIO');
    expect(await storedValue(page, 'sdk')).toBe('webdriverio');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: WebdriverIO');
  });

  test('Playwright TypeScript opens the playwright page with the Docs switch', async ({ page }) => {
    await openPage(page, '/sdks/cypress/configuration');
    await chooseSdkInNavbar(page, /^Playwright \(TypeScript\)/);
    await expect(page).toHaveURL(/\/tutorials\/playwright$/);
    await expect(activeSwitch(page)).toHaveText('Docs');
    expect(await storedValue(page, 'sdk')).toBe('playwright-ts');
  });

  test("another SDK from the playwright area opens that SDK's home with its own sidebar, API Ref and Next", async ({
    page,
  }) => {
    await openPage(page, '/playwright/api/eyes-check');
    await chooseSdkInNavbar(page, 'Selenium Java');
    await expect(page).toHaveURL(/\/tutorials\/sdks\/selenium-java\/quickstart$/);
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Selenium Java');
    await expect(activeSwitch(page)).toHaveText('API Ref');
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Quickstart');
    await expect(sidebar.getByRole('link', { name: 'Test Manager' })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }),
    ).toBeVisible();
    expect(await storedValue(page, 'sdk')).toBe('selenium-java');
  });

  test("after a choice from the playwright area, a reload of the SDK's home shows what its URL decides and keeps it", async ({
    browser,
    page,
  }) => {
    const home = '/sdks/selenium-java/quickstart';
    await openPage(page, '/playwright/api/eyes-check');
    await chooseSdkInNavbar(page, 'Selenium Java');
    await expect(page).toHaveURL(new RegExp(`/tutorials${home}$`));
    await expect(activeSwitch(page)).toHaveText('API Ref');
    const chosen = await docsView(page);

    // The page as the server rendered it: the same address without JavaScript.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const prerenderedPage = await noScript.newPage();
    await prerenderedPage.goto(`/tutorials${home}`);
    const prerendered = await docsView(prerenderedPage);
    await noScript.close();
    // The URL decides the sidebar mode of an SDK's page: api (its Quickstart and reference).
    expect(prerendered.switch).toBe('API Ref');

    const console = watchConsole(page);
    await watchSidebarChanges(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForTimeout(500);
    expect(await docsView(page)).toEqual(prerendered);
    expect(chosen, 'the same chrome as after the choice').toEqual(prerendered);
    expect(await sidebarChanges(page), 'the sidebar and switches changed after hydration').toEqual([]);
    expect(console.errors).toEqual([]);
    expect(console.warnings).toEqual([]);
  });

  test("another SDK on an SDK's page opens the same page of the new SDK", async ({ page }) => {
    await openPage(page, '/sdks/selenium-python/configuration');
    await chooseSdkInNavbar(page, 'Cypress');
    await expect(page).toHaveURL(/\/tutorials\/sdks\/cypress\/configuration$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Configuration');
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Cypress');
    await expect(activeSwitch(page)).toHaveText('API Ref');
    await expect(page.getByRole('navigation', { name: 'Docs' }).first().locator('a[aria-current="page"]')).toHaveText(
      'Configuration',
    );
  });

  test("another SDK on an SDK's page opens its home when it has no such page", async ({ page }) => {
    await openPage(page, '/sdks/cypress/reference/eyes');
    await chooseSdkInNavbar(page, 'Image Tester', 'Images');
    await expect(page).toHaveURL(/\/tutorials\/sdks\/image-tester\/quickstart$/);
    await expect(
      page.getByRole('status').filter({ hasText: /^Image Tester has no page like “.+”, so here is its Quickstart\.$/ }),
    ).toBeVisible();
  });

  test('the page reached says why it is not the page of the same name: the new SDK has none', async ({ page }) => {
    await openPage(page, '/sdks/espresso/runners');
    await chooseSdkInNavbar(page, 'Image Tester', 'Images');
    await expect(page).toHaveURL(/\/tutorials\/sdks\/image-tester\/quickstart$/);
    const note = page
      .getByRole('status')
      .filter({ hasText: 'Image Tester has no Runners page, so here is its Quickstart.' });
    await expect(note).toBeVisible();
    // The note belongs to that arrival: a reload shows the page as the server renders it, and the next page has none.
    const console = watchConsole(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(note).toHaveCount(0);
    expect(console.errors).toEqual([]);
    await page.getByRole('navigation', { name: 'Docs' }).first().getByRole('link', { name: 'Configuration' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Configuration');
    await expect(page.getByRole('status').filter({ hasText: /has no Runners page/ })).toHaveCount(0);
  });

  test("API Ref goes to the overview of the SDK's pages, Eyes Docs to the general docs", async ({ page }) => {
    await openPage(page, GENERAL_PAGE);
    await chooseSdkInNavbar(page, 'WebdriverIO');
    const switches = page.getByRole('list', { name: 'Documentation type' });
    await switches.getByRole('link', { name: 'API Ref' }).click();
    await expect(page).toHaveURL(/\/tutorials\/sdks\/webdriverio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/WebdriverIO SDK/);
    await expect(activeSwitch(page)).toHaveText('API Ref');
    await switches.getByRole('link', { name: 'Eyes Docs' }).click();
    await expect(page).toHaveURL(/\/tutorials\/$/);
    await expect(activeSwitch(page)).toHaveText('Eyes Docs');
  });

  test("an SDK a general page does not apply to opens that SDK's home", async ({ context, page }) => {
    await seedStorage(context, { sdk: 'espresso' });
    await openPage(page, '/concepts/best-practices/native-mobile-library');
    await chooseSdkInNavbar(page, 'Cypress');
    await expect(page).toHaveURL(/\/tutorials\/sdks\/cypress\/quickstart$/);
    await expect(
      page.getByRole('status').filter({ hasText: /^“.+” does not apply to Cypress, so here is its Quickstart\.$/ }),
    ).toBeVisible();
  });

  test('an SDK a general page applies to keeps the reader there', async ({ page }) => {
    await openPage(page, '/concepts/best-practices/native-mobile-library');
    await chooseSdkInNavbar(page, 'Espresso', 'Mobile Native');
    await expect(page).toHaveURL(/\/tutorials\/concepts\/best-practices\/native-mobile-library$/);
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Espresso');
  });

  test('the popup closes on Escape and on a click outside, without a choice', async ({ page }) => {
    await openPage(page, GENERAL_PAGE);
    const dialog = page.getByRole('dialog', { name: 'Select SDK' });
    await sdkSelector(page).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(sdkSelector(page)).toBeFocused();
    await sdkSelector(page).click();
    await expect(dialog).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByText(/Eyes Example Ltd/)
      .click();
    await expect(dialog).toBeHidden();
    expect(await storedValue(page, 'sdk')).toBe('cypress');
  });

  test('the popup from the keyboard at 1280 px: Down goes down a column through every group, letters find an SDK', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, GENERAL_PAGE);
    await sdkSelector(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select SDK' });
    await expect(dialog.getByRole('group', { name: 'Popular' }).getByRole('button', { name: 'Cypress' })).toBeFocused();
    const focusedCard = () =>
      page.evaluate(() => {
        const card = document.activeElement as HTMLElement;
        const group = card.closest('[role="group"]');
        const label = document.getElementById(group?.getAttribute('aria-labelledby') ?? '');
        // Where the card is in the scrolling card area, whatever it has scrolled by.
        const panel = card.closest('[role="tabpanel"]') as HTMLElement;
        const box = card.getBoundingClientRect();
        const x = box.left - panel.getBoundingClientRect().left;
        const y = box.top - panel.getBoundingClientRect().top + panel.scrollTop;
        return { name: card.textContent, group: label?.textContent, x, y };
      });
    const column = [await focusedCard()];
    // Down until it stays (the last row), at most once per card of the category.
    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('ArrowDown');
      const next = await focusedCard();
      if (next.name === column.at(-1)?.name && next.group === column.at(-1)?.group) break; // the last row: Down stays
      column.push(next);
    }
    // Straight down the first column, never sideways, into each group in turn.
    expect(column.map((card) => card.x)).toEqual(column.map(() => column[0]?.x));
    expect(column.map((card) => card.y)).toEqual([...column.map((card) => card.y)].sort((a, b) => a - b));
    expect([...new Set(column.map((card) => card.group))]).toEqual(['Popular', 'Playwright', 'Selenium', 'Other']);
    await page.keyboard.type('pyth');
    await expect(dialog.getByRole('button', { name: 'Playwright Python' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(sdkSelector(page)).toBeFocused();
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Playwright Python');
  });
});

test.describe('other tabs', () => {
  test('a choice in one tab updates the other tab on a general page, not on a page that owns its SDK', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    const third = await context.newPage();
    await openPage(first, GENERAL_PAGE);
    await openPage(second, '/getting-started/overview');
    await openPage(third, '/sdks/cypress/quickstart');
    await chooseSdkInNavbar(first, 'Robot Framework');
    await expect(sdkSelector(second)).toHaveAccessibleName('Select SDK: Robot Framework');
    await expect(sdkSelector(third)).toHaveAccessibleName('Select SDK: Cypress');
  });
});

test.describe('browser storage unavailable: a console warning, and the site works without it', () => {
  test('reading storage throws: one console warning, and choices still hold on the page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const console = watchConsole(page);
    await openPage(page, GENERAL_PAGE);
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Cypress');

    await chooseSdkInNavbar(page, 'WebdriverIO');
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: WebdriverIO');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeHidden();
    await page.getByRole('navigation', { name: 'Docs' }).getByRole('link').first().click();
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: WebdriverIO');

    expect(console.errors).toEqual([]);
    expect(console.warnings).toHaveLength(1);
    expect(console.warnings[0]).toContain('Browser storage is unavailable');
  });

  test('writing storage fails (quota exceeded): one warning, the choice holds, stored values still read', async ({
    context,
    page,
  }) => {
    await seedStorage(context, { sdk: 'selenium-python' });
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const console = watchConsole(page);
    await openPage(page, GENERAL_PAGE);
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Selenium Python');
    await chooseSdkInNavbar(page, 'WebdriverIO');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: WebdriverIO');
    expect(console.errors).toEqual([]);
    expect(console.warnings).toHaveLength(1);
    expect(console.warnings[0]).toContain('quota');
  });
});

test('pages hydrate without console errors or warnings with stored preferences', async ({ context, page }) => {
  test.setTimeout(90_000);
  await seedStorage(context, {
    sdk: 'selenium-python',
    theme: 'dark',
    'docs.announcement.id': 'playwright-fixtures',
    'docs.announcement.dismiss': 'true',
  });
  const console = watchConsole(page);
  for (const path of [
    '/',
    GENERAL_PAGE,
    '/getting-started/overview',
    '/sdks/selenium-java/quickstart',
    '/sdks/storybook-angular',
    '/playwright/api/overview',
    '/reference/server-api/authentication',
    '/integrations',
    '/blog',
  ]) {
    await openPage(page, path);
  }
  expect(console.errors).toEqual([]);
  const response = await page.goto('/tutorials/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The browser itself reports the 404 response of the document; nothing else may.
  expect(console.errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  expect(console.warnings).toEqual([]);
});

test.describe('a general page that does not apply to the SDK', () => {
  const NATIVE_PAGE = '/concepts/best-practices/native-mobile-library';
  const note = (page: Page) => page.getByRole('main').getByRole('note').filter({ hasText: 'does not apply' });

  test('says so at its top, links to the closest page that does, and keeps its sidebar entry and previous/next', async ({
    context,
    page,
  }) => {
    await seedStorage(context, { sdk: 'cypress' });
    await openPage(page, NATIVE_PAGE);
    await expect(note(page)).toHaveText(
      'This page is about native mobile apps; it does not apply to Cypress. The closest page for Cypress: Functional testing with Visual AI.',
    );
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Native mobile library');
    const pagination = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pagination.getByRole('link', { name: /Previous/ })).toBeVisible();
    await expect(pagination.getByRole('link', { name: /Next/ })).toBeVisible();
    await note(page).getByRole('link', { name: 'Functional testing with Visual AI' }).click();
    await expect(page).toHaveURL(/\/concepts\/best-practices\/functional-testing-with-visual-ai$/);
    await expect(note(page)).toHaveCount(0);
  });

  test('an Execution Cloud page (a WebDriver grid) tells an Espresso reader, points to a page that applies, and leaves the Execution Cloud out of the sidebar', async ({
    context,
    page,
  }) => {
    const CLOUD_PAGE = '/concepts/test-execution/execution-cloud/run-a-test';
    await seedStorage(context, { sdk: 'espresso' });
    await openPage(page, CLOUD_PAGE);
    await expect(note(page)).toContainText('This page is about web apps; it does not apply to Espresso.');
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    // The page on screen keeps its own entry; its Execution Cloud siblings are not Espresso's.
    await expect(sidebar.getByRole('link', { name: 'Self-healing' })).toHaveCount(0);
    await note(page).getByRole('link').click();
    await expect(page).not.toHaveURL(/execution-cloud/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(note(page)).toHaveCount(0);
    await expect(sidebar.getByRole('button', { name: 'Execution Cloud' })).toHaveCount(0);
  });

  test('an Execution Cloud page says nothing to a Selenium Java reader, whose sidebar lists the Execution Cloud', async ({
    context,
    page,
  }) => {
    await seedStorage(context, { sdk: 'selenium-java' });
    await openPage(page, '/concepts/test-execution/execution-cloud/self-healing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Self-healing locators');
    await expect(note(page)).toHaveCount(0);
    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first();
    await expect(sidebar.getByRole('link', { name: 'Run a test' })).toBeVisible();
  });

  test('says nothing to an SDK it applies to', async ({ context, page }) => {
    await seedStorage(context, { sdk: 'espresso' });
    await openPage(page, NATIVE_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(note(page)).toHaveCount(0);
  });

  test.describe('before the app runs (its scripts held back)', () => {
    test.beforeEach(async ({ page }) => {
      await page.route('**/tutorials/assets/**/*.js', (route) => route.abort());
    });

    test('the notice names the stored SDK once, and none shows for an SDK the page applies to', async ({
      context,
      page,
    }) => {
      await seedStorage(context, { sdk: 'selenium-python' });
      await page.goto(`/tutorials${NATIVE_PAGE}`);
      await expect(note(page)).toHaveCount(1);
      await expect(note(page)).toContainText('it does not apply to Selenium Python.');
      await page.evaluate(() => localStorage.setItem('sdk', 'xcui'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(note(page)).toHaveCount(0);
    });

    test('the navbar SDK button names the stored SDK', async ({ context, page }) => {
      await seedStorage(context, { sdk: 'appium-python-native' });
      await page.goto(`/tutorials${GENERAL_PAGE}`);
      await expect(sdkSelector(page)).toHaveAccessibleName('Select SDK: Appium Python (Native)');
      // What the button holds once the pre-paint rule has hidden the other SDKs' names (innerText leaves them out).
      const shown = await sdkSelector(page).evaluate((button) => (button as HTMLElement).innerText);
      expect(shown.replace(/\s+/g, ' ').trim()).toBe('Select SDK: Appium Python (Native)');
    });
  });
});
