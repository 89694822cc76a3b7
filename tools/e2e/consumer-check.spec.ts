import { expect, test, type Page } from '@playwright/test';
import { CONSUMER_PORT } from '../playwright.config';

/**
 * The packed @docs/sdk-picker and @docs/sdk-catalog, installed into a fresh
 * Vite React app outside the workspace and built there
 * (consumer-check/build-and-serve.mjs, started by playwright.config.ts on
 * CONSUMER_PORT): the components render with the package's styles, the
 * callback reports the chosen key, and nothing the app loads is missing.
 */
const APP_URL = `http://127.0.0.1:${CONSUMER_PORT}/`;

/** Console errors, page errors, failed requests and HTTP errors while the test runs. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

let problems: string[] = [];

test.beforeEach(({ page }) => {
  problems = watchForProblems(page);
});

test.afterEach(() => {
  expect(problems).toEqual([]);
});

test.describe('the client-rendered app', () => {
  // The served app's own page; the server-rendered one below is another page, opened by its test.
  test.beforeEach(async ({ page }) => {
    await page.goto(APP_URL);
    await expect(page.getByRole('heading', { name: '@docs/sdk-picker consumer' })).toBeVisible();
  });

  test('the picker renders its category and SDK cards with the package styles', async ({ page }) => {
    const inline = page.getByRole('region', { name: 'Inline picker' });
    const tabs = inline.getByRole('tablist', { name: 'SDK categories' }).getByRole('tab');
    await expect(tabs).toHaveText(['Web', 'Component', 'Mobile Web', 'Mobile Native', 'Images']);
    await expect(inline.getByRole('tab', { name: 'Web', exact: true })).toHaveAttribute('aria-selected', 'true');

    const panel = inline.getByRole('tabpanel', { name: 'Web', exact: true });
    for (const group of ['Popular', 'Playwright', 'Selenium', 'Other']) {
      await expect(panel.getByRole('group', { name: group })).toBeVisible();
    }
    const popular = panel.getByRole('group', { name: 'Popular', exact: true }).getByRole('button');
    await expect(popular).toHaveText(['Cypress', 'Playwright (TypeScript) Fixtures', 'Selenium Java', 'WebdriverIO']);
    await expect(popular.first()).toHaveAttribute('aria-current', 'true');

    // Styles from @docs/sdk-picker/styles.css: card sizes, the scrolling area, theme tokens.
    const card = panel.getByRole('button', { name: 'Selenium Java', exact: true }).first();
    const cardStyle = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        minWidth: parseFloat(style.minWidth),
        width: element.getBoundingClientRect().width,
        cursor: style.cursor,
      };
    });
    expect(cardStyle.minWidth).toBeGreaterThanOrEqual(200);
    expect(cardStyle.width).toBeGreaterThanOrEqual(200);
    expect(cardStyle.cursor).toBe('pointer');
    const panelStyle = await panel.evaluate((element) => {
      const style = getComputedStyle(element);
      return { maxHeight: style.maxHeight, overflowY: style.overflowY, height: element.getBoundingClientRect().height };
    });
    expect(panelStyle).toMatchObject({ maxHeight: '500px', overflowY: 'auto' });
    expect(panelStyle.height).toBeLessThanOrEqual(500);
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--sdk-picker-accent').trim(),
    );
    expect(accent).toBe('#0b5cad');
    await expect(inline.getByRole('tab', { name: 'Web', exact: true })).toHaveCSS(
      'background-color',
      'rgb(11, 92, 173)',
    );

    // Every logo is an SVG file the app's bundler emitted from the package (no data URL),
    // served as image/svg+xml, and decodes.
    const logos = await panel.locator('img').evaluateAll((images) =>
      images.map((image) => ({
        src: (image as HTMLImageElement).currentSrc,
        width: (image as HTMLImageElement).naturalWidth,
      })),
    );
    expect(logos.length).toBeGreaterThan(20);
    expect(logos.filter((logo) => !/^http:\/\/127\.0\.0\.1:\d+\/assets\/[\w-]+\.svg$/.test(logo.src))).toEqual([]);
    expect(logos.filter((logo) => logo.width === 0)).toEqual([]);
    for (const src of new Set(logos.map((logo) => logo.src))) {
      const response = await page.request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toMatch(/^image\/svg\+xml/);
      expect(await response.text(), src).toMatch(/^<svg /);
    }
  });

  test('clicking a card calls back with its key', async ({ page }) => {
    const inline = page.getByRole('region', { name: 'Inline picker' });
    const output = page.getByRole('status', { name: 'Selected SDK' });
    await expect(output).toHaveText('');

    await inline.getByRole('button', { name: 'Selenium Python', exact: true }).click();
    await expect(output).toHaveText('selenium-python');
    await expect(inline.getByRole('button', { name: 'Selenium Python', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await inline.getByRole('tab', { name: 'Images', exact: true }).click();
    await inline.getByRole('button', { name: 'Image Tester', exact: true }).click();
    await expect(output).toHaveText('image-tester');

    await inline.getByRole('tab', { name: 'Web', exact: true }).click();
    await inline.getByRole('button', { name: 'Playwright Standard (TypeScript) Standard', exact: true }).click();
    await expect(output).toHaveText('playwright-ts-standard');
  });

  test('the popover button opens the picker and closes on choosing, Escape and a click outside', async ({ page }) => {
    const button = page.getByRole('button', { name: /Select SDK/ });
    await expect(button).toHaveAccessibleName('Select SDK: Cypress');
    expect((await button.boundingBox())?.width).toBeGreaterThanOrEqual(150);

    // Tooltip on hover, 5px below the button.
    await button.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('The SDK the examples are written for');
    const [buttonBox, tooltipBox] = [await button.boundingBox(), await tooltip.boundingBox()];
    expect(Math.round((tooltipBox?.y ?? 0) - ((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0)))).toBe(5);

    // Escape closes and returns focus.
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Select SDK' });
    await expect(dialog).toBeVisible();
    await expect(tooltip).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Cypress', exact: true }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // A click outside closes without choosing.
    await button.click();
    await expect(dialog).toBeVisible();
    await page.getByRole('heading', { name: '@docs/sdk-picker consumer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: 'Selected SDK' })).toHaveText('');

    // Choosing calls back, closes and returns focus.
    await button.click();
    await dialog.getByRole('tab', { name: 'Mobile Native', exact: true }).click();
    await dialog.getByRole('button', { name: 'Espresso', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: 'Selected SDK' })).toHaveText('espresso');
    await expect(button).toHaveAccessibleName('Select SDK: Espresso');
    await expect(button).toBeFocused();
  });
});

test.describe('server-rendered in plain Node, hydrated from the Vite bundle', () => {
  test("keeps the markup, loads every logo from SdkLogoProvider's addresses, and answers clicks", async ({ page }) => {
    await page.goto(`${APP_URL}hydrate.html`);
    const selected = page.getByRole('status').or(page.getByLabel('Selected SDK'));
    await expect(selected).toHaveText('cypress');
    // Hydrated: a click reaches the app's state (before hydration it would do nothing).
    await expect(async () => {
      await page.getByRole('button', { name: 'Selenium Java', exact: true }).first().click();
      await expect(selected).toHaveText('selenium-java', { timeout: 500 });
    }).toPass();
    const logos = await page.locator('main img').evaluateAll((images) =>
      images.map((image) => ({
        src: image.getAttribute('src') ?? '',
        loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      })),
    );
    expect(logos.length).toBeGreaterThan(10);
    expect(logos.filter((logo) => !logo.src.startsWith('/sdk-logos/') || !logo.loaded)).toEqual([]);
    // A mismatch between the server's markup and the browser's would be a console error (afterEach).
  });
});
