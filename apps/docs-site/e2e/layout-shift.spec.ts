import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedStorage, watchConsole } from './reader';
import { slowPageServer } from './slowPageServer';

/**
 * Nothing moves while a page loads and hydrates (issue 7, "Prerendered HTML
 * must match the first client render ... without layout shift"): what the
 * URL decides is prerendered, and what only the stored SDK decides (sidebar
 * entries and previous/next links for some SDKs only, the navbar's switch
 * labels, the code tab of its language) is on screen before the first paint. Sidebar categories do not animate into their first state.
 * Layout shifts are recorded from the start of the navigation until a while
 * after hydration; their sum, the page's cumulative layout shift, must be 0.
 */

interface Shift {
  at: number;
  value: number;
  moved: string[];
}

/** Records every layout shift the reader did not cause, from the first byte of the document. */
async function recordShifts(page: Page): Promise<() => Promise<Shift[]>> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    const describe = (node: Node | undefined) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '(gone)';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}> "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          moved: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const PAGES = [
  // Its SDK picker marks the stored SDK's card.
  ['the landing page', '/'],
  ['a general doc', '/getting-started/overview'],
  // Its open "Best practices" category holds a link for native mobile SDKs only.
  ['a general doc in a nested category', '/concepts/best-practices/ocr'],
  ['an SDK page', '/sdks/selenium-java/quickstart'],
] as const;

// Nothing stored (Cypress), an SDK whose sidebar is Cypress's, and two whose sidebar differs from it:
// Playwright TypeScript adds the Playwright section and changes the navbar's switches, a native
// mobile SDK adds a best-practices page.
const STORED = [undefined, 'selenium-java', 'playwright-ts', 'appium-java-native'] as const;

const WIDTHS = [
  ['desktop', 1280],
  ['mobile', 375],
] as const;

for (const [widthName, width] of WIDTHS) {
  test.describe(`at ${widthName} width (${width} px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [pageName, path] of PAGES) {
      for (const sdk of STORED) {
        test(`${pageName} (${path}) with ${sdk ? `${sdk} stored` : 'no SDK stored'} does not move`, async ({
          context,
          page,
        }) => {
          if (sdk) await seedStorage(context, { sdk });
          const console = watchConsole(page);
          const shifts = await recordShifts(page);

          await page.goto(`/tutorials${path}`);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          // Long enough for what hydration sets off (the stored SDK, a category's animation) to settle.
          await page.waitForTimeout(600);

          const recorded = await shifts();
          const cumulative = recorded.reduce((sum, shift) => sum + shift.value, 0);
          expect(cumulative, `layout shifts: ${JSON.stringify(recorded, null, 1)}`).toBe(0);
          expect(console.errors, 'no hydration mismatch or other error').toEqual([]);
          expect(console.warnings).toEqual([]);
        });
      }
    }
  });
}

test('a page that arrives slowly is painted once all of it has arrived, not in parts that move', async ({
  page,
  baseURL,
}) => {
  const pauseMs = 1500;
  const path = '/tutorials/sdks/selenium-java/quickstart';
  // The first breadcrumb, then after a pause the rest of the page.
  const afterFirstCrumb = (html: string) => html.indexOf('</li>', html.indexOf('<main')) + '</li>'.length;
  const slow = await slowPageServer(baseURL ?? '', path, afterFirstCrumb, pauseMs);
  try {
    const shifts = await recordShifts(page);
    await page.goto(`${slow.origin}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    expect(firstPaint, 'nothing is painted while the rest of the page is on its way').toBeGreaterThanOrEqual(pauseMs);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveCount(3);
    expect(await shifts()).toEqual([]);
  } finally {
    await slow.close();
  }
});

/**
 * Opens `path` with its page chunk held back, so that the page stays as the
 * server rendered it and the head's pre-paint rules left it, not hydrated,
 * until `hydrate()` lets the chunk through and waits for the app.
 */
async function openBeforeHydration(page: Page, path: string): Promise<{ hydrate: () => Promise<void> }> {
  const html = await (await page.request.get(`/tutorials${path}`)).text();
  const chunk = html.match(/<link rel="modulepreload"[^>]*href="([^"]+)"/)?.[1];
  if (!chunk) throw new Error(`${path} preloads no page chunk`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${chunk}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/tutorials${path}`, { waitUntil: 'domcontentloaded' });
  return {
    hydrate: async () => {
      await expect(page.locator('html'), 'the app waits for the held chunk').not.toHaveAttribute('data-hydrated');
      release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Long enough for what hydration sets off (the stored SDK) to settle.
      await page.waitForTimeout(600);
    },
  };
}

/**
 * Loads `path` once per stored SDK, each in a fresh context, and gives what
 * `view` sees before hydration and after, requiring that nothing moved and
 * nothing was logged. Tall enough that the whole article and the page
 * links below it are on screen, where a move counts as a layout shift.
 */
async function viewsPerStoredSdk<T>(
  browser: Browser,
  path: string,
  stored: readonly (string | undefined)[],
  view: (page: Page) => Promise<T>,
): Promise<{ sdk: string | undefined; before: T; after: T }[]> {
  const views = [];
  for (const sdk of stored) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 3000 } });
    if (sdk) await seedStorage(context, { sdk });
    const page = await context.newPage();
    const console = watchConsole(page);
    const shifts = await recordShifts(page);
    const { hydrate } = await openBeforeHydration(page, path);
    const before = await view(page);
    await hydrate();
    const after = await view(page);
    const recorded = await shifts();
    const cumulative = recorded.reduce((sum, shift) => sum + shift.value, 0);
    expect(cumulative, `${sdk ?? 'nothing'} stored: layout shifts ${JSON.stringify(recorded, null, 1)}`).toBe(0);
    expect(console.errors, 'no hydration mismatch or other error').toEqual([]);
    expect(console.warnings).toEqual([]);
    views.push({ sdk, before, after });
    await context.close();
  }
  return views;
}

test.describe('content that follows the stored SDK is right from the first paint', () => {
  /** The selected code tab, the panel on screen (named by its tab) and the first line of its sample. */
  const codeTabs = async (page: Page) => {
    const tabs = page.getByRole('tablist', { name: 'Code language' }).first();
    const selected = tabs.getByRole('tab', { selected: true });
    const panels = page.getByRole('tabpanel');
    return {
      selectedTab: await selected.textContent(),
      focusableTab: await tabs.locator('[role="tab"][tabindex="0"]').textContent(),
      panels: await panels.evaluateAll((elements) =>
        elements.map((panel) => {
          const tab = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
          return `${tab?.textContent}: ${(panel.textContent ?? '').trim().split('\n')[0]?.slice(0, 40)}`;
        }),
      ),
    };
  };

  for (const [path, cases] of [
    // Panels of 3 to 18 lines: Shell, TypeScript, Python, Java.
    [
      '/reference/server-api/authentication',
      [
        [undefined, 'TypeScript'],
        ['selenium-java', 'Java'],
        ['selenium-python', 'Python'],
        ['image-tester', 'Shell'],
        // No C# sample: the first tab, as for any language without one.
        ['selenium-csharp', 'Shell'],
      ],
    ],
    // A general doc (the sidebar follows the stored SDK too) whose one code sample is written for Selenium
    // alone, so every reader gets its tabs: Java 21 lines, Python 17, JavaScript 19, C# 23.
    [
      '/concepts/best-practices/ocr',
      [
        [undefined, 'JavaScript'],
        ['selenium-python', 'Python'],
        ['selenium-csharp', 'C#'],
        // TypeScript readers read the JavaScript tab.
        ['playwright-ts', 'JavaScript'],
      ],
    ],
  ] as const) {
    test(`code tabs on ${path} open the stored SDK's language before hydration, and keep it`, async ({ browser }) => {
      test.setTimeout(90_000);
      const views = await viewsPerStoredSdk(
        browser,
        path,
        cases.map(([sdk]) => sdk),
        codeTabs,
      );
      for (const [index, [sdk, tab]] of cases.entries()) {
        const { before, after } = views[index] ?? {};
        const label = `${sdk ?? 'nothing'} stored`;
        // After hydration the tabs are the app's: the selected tab is the stored SDK's, for the eye,
        // assistive technology (aria-selected, the one panel shown) and the keyboard (the tab in the tab order).
        expect(after, label).toMatchObject({ selectedTab: tab, focusableTab: tab });
        expect(after?.panels, label).toHaveLength(1);
        expect(after?.panels[0], label).toMatch(new RegExp(`^${tab}: `));
        // Before hydration the pre-paint rule shows that same panel.
        expect(before?.panels, label).toEqual(after?.panels);
      }
      // The panels do differ, so showing another one would have moved the page.
      expect(new Set(views.map((view) => view.after.panels[0])).size).toBeGreaterThan(2);
    });
  }

  test('a code language chosen by hand on an earlier page is open before hydration, and stays, without a move', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 3000 } });
    await seedStorage(context, { sdk: 'selenium-java' });
    const page = await context.newPage();
    const console = watchConsole(page);
    const shifts = await recordShifts(page);
    // Three Selenium samples in Java, Python, JavaScript and C#, of different heights.
    const { hydrate } = await openBeforeHydration(page, '/concepts/best-practices/match-levels');
    const before = await codeTabs(page);
    await hydrate();
    const after = await codeTabs(page);
    // After hydration the tabs are the app's (aria-selected, the tab order); before, the pre-paint rule shows the same panels.
    expect(after).toMatchObject({ selectedTab: 'Java', focusableTab: 'Java' });
    expect(after.panels.length).toBeGreaterThan(1);
    for (const panel of after.panels) expect(panel).toMatch(/^Java: /);
    expect(before.panels).toEqual(after.panels);
    expect(await shifts()).toEqual([]);
    expect(console.errors).toEqual([]);
    await context.close();
  });

  test('the selected code tab still follows the keyboard after hydration', async ({ context, page }) => {
    await seedStorage(context, { sdk: 'selenium-python' });
    await page.goto('/tutorials/reference/server-api/authentication');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const tabs = page.getByRole('tablist', { name: 'Code language' });
    await tabs.getByRole('tab', { name: 'Python' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Java' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Java' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Java' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  /** The previous/next links on screen: text and target. */
  const pageLinks = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Docs pages' })
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => `${(link as HTMLElement).innerText.replace(/\s+/g, ' ')} -> ${link.getAttribute('href')}`),
      );

  for (const [path, stored] of [
    // Native mobile SDKs see the Native mobile library page next; others see Capturing long pages.
    ['/concepts/best-practices/functional-testing-with-visual-ai', [undefined, 'espresso', 'appium-java-native']],
    // Playwright TypeScript's sidebar has the Playwright section (its Overview) after the integrations.
    ['/integrations/test-tools/tosca', [undefined, 'playwright-ts']],
  ] as const) {
    test(`previous/next links on ${path} are the stored SDK's before hydration`, async ({ browser }) => {
      test.setTimeout(60_000);
      const views = await viewsPerStoredSdk(browser, path, stored, pageLinks);
      for (const { sdk, before, after } of views) expect(before, `${sdk ?? 'nothing'} stored`).toEqual(after);
      expect(new Set(views.map((view) => JSON.stringify(view.after))).size, 'the links differ by SDK').toBeGreaterThan(
        1,
      );
    });
  }

  test("the notice of a page that does not apply is the stored SDK's before hydration", async ({ browser }) => {
    test.setTimeout(60_000);
    // Native mobile SDKs read the page as it is; others see that it does not apply to theirs.
    const notices = (page: Page) =>
      page
        .getByRole('main')
        .getByRole('note')
        .filter({ hasText: 'does not apply' })
        .evaluateAll((notes) => notes.map((note) => (note as HTMLElement).innerText.replace(/\s+/g, ' ')));
    const views = await viewsPerStoredSdk(
      browser,
      '/concepts/best-practices/native-mobile-library',
      [undefined, 'selenium-java', 'xcui'],
      notices,
    );
    for (const { sdk, before, after } of views) expect(before, `${sdk ?? 'nothing'} stored`).toEqual(after);
    expect(views.map((view) => view.after.length)).toEqual([1, 1, 0]);
    expect(new Set(views.map((view) => JSON.stringify(view.after))).size).toBe(3);
  });
});
