import { expect, test, type Page } from '@playwright/test';
import { seedStorage, watchConsole } from './reader';

/**
 * Nothing moves while a page loads and hydrates (issue 7, "Prerendered HTML
 * must match the first client render ... without layout shift"): what the
 * URL decides is prerendered, and what only the stored SDK decides (sidebar
 * entries for some SDKs only, the navbar's switch labels) is on screen before
 * the first paint. Sidebar categories do not animate into their first state.
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
