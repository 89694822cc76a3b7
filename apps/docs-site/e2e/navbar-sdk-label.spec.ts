import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPage, sdkSelector } from './reader';

/**
 * The navbar's SDK button tells the reader which SDK is chosen at every desktop width: its
 * visible label is never cut off (no ellipsis: the text fits its box) and no two SDKs show the
 * same label. Long names show short (`Appium JS (Native)`); the full name is the button's
 * accessible name and its hover tooltip. Every SDK is opened on its own quickstart page (whose
 * URL decides the SDK) and checked at the widths of navbar-fit.spec.ts.
 */
const WIDTHS = [997, 1024, 1100, 1200, 1279, 1280, 1440];
const reports = join(import.meta.dirname, '../dist/reports');
const routes: string[] = JSON.parse(readFileSync(join(reports, 'routes.json'), 'utf8'));
const SDK_HOMES = ['/playwright', ...routes.filter((route) => /^\/sdks\/[^/]+\/quickstart$/.test(route))];

/** The button's visible label, and whether any text in it is wider than its box (cut off). */
async function visibleLabel(page: Page) {
  return sdkSelector(page).evaluate((button) => {
    const shown = [...button.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.clientWidth > 1 && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE),
    );
    return {
      text: shown.map((element) => element.textContent?.trim()).join(' '),
      cut: [button, ...shown]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => `${element.textContent?.trim()}: ${element.scrollWidth} > ${element.clientWidth} px`),
    };
  });
}

test('every SDK has a home page to check', () => {
  expect(SDK_HOMES.length).toBeGreaterThanOrEqual(42);
});

for (const home of SDK_HOMES) {
  test(`on ${home}, the SDK button shows a whole label at every desktop width`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await openPage(page, home);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { text, cut } = await visibleLabel(page);
      expect(text, `${width} px: a label`).not.toBe('');
      expect(cut, `${width} px: "${text}" is cut off`).toEqual([]);
    }
  });
}

test('no two SDKs show the same label on the SDK button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Label -> the SDK's full name (the button's accessible name); an alias's page shows its SDK.
  const seen = new Map<string, string>();
  for (const home of SDK_HOMES) {
    await openPage(page, home);
    const { text } = await visibleLabel(page);
    const name = /"(.*)"/.exec(await sdkSelector(page).ariaSnapshot())?.[1] ?? '';
    expect(name).toMatch(/^Select SDK: ./);
    expect(seen.get(text) ?? name, `"${text}" on ${home}`).toBe(name);
    seen.set(text, name);
  }
  expect(seen.size).toBeGreaterThanOrEqual(42);
});

test('a short label leaves the full name to the accessible name and the hover tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/sdks/appium-js-native/quickstart');
  const button = sdkSelector(page);
  await expect(button).toHaveAccessibleName('Select SDK: Appium JavaScript (Native)');
  expect((await visibleLabel(page)).text).toBe('Appium JS (Native)');
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Appium JavaScript (Native)');
});
