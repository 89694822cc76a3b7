import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from './reader';

/**
 * Reader-grade code and tables: inline code that reads as code, tight
 * headings on a phone, code blocks whose copy button never covers code, with
 * titles and highlighted lines, code tabs on one row, and tables that fit
 * their column unless they cannot, in which case they show that they scroll.
 */

/** WCAG contrast of two computed colours (`rgb(r, g, b)`). */
function contrast(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const [R, G, B] = [r, g, b].map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const opaque = (colour: string) => colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent';

const BATCHING = '/concepts/best-practices/batching';

for (const mode of ['light', 'dark'] as const) {
  test(`inline code has a tint, padding and a code size, at AA contrast, in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    await openPage(page, BATCHING);
    const code = page
      .getByRole('paragraph')
      .filter({ hasText: 'BatchClose helper' })
      .getByRole('code')
      .filter({ hasText: /^BatchClose$/ });
    await expect(code).toHaveText('BatchClose');
    const style = await code.evaluate((element) => {
      const own = getComputedStyle(element);
      return {
        fontSize: parseFloat(own.fontSize),
        bodySize: parseFloat(getComputedStyle(element.parentElement as Element).fontSize),
        paddingLeft: parseFloat(own.paddingLeft),
        color: own.color,
        background: own.backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(style.fontSize, 'code size in px').toBeGreaterThanOrEqual(14);
    expect(style.fontSize).toBeLessThanOrEqual(style.bodySize);
    expect(style.paddingLeft, 'padding').toBeGreaterThan(0);
    expect(opaque(style.background) && style.background !== style.page, 'a tint of its own').toBe(true);
    expect(contrast(style.color, style.background), 'text on its tint').toBeGreaterThanOrEqual(4.5);
  });
}

test('a wrapped h1 and h2 keep a tight line height on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await openPage(page, BATCHING);
  for (const [heading, wraps] of [
    [page.getByRole('heading', { level: 1 }), false],
    [page.getByRole('heading', { level: 2, name: /one batch for a parallel pipeline/ }), true],
  ] as const) {
    const { lines, ratio } = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight);
      return {
        lines: Math.round(element.getBoundingClientRect().height / lineHeight),
        ratio: lineHeight / parseFloat(style.fontSize),
      };
    });
    expect(ratio, `${await heading.textContent()}: line height / font size`).toBeLessThanOrEqual(1.3);
    if (wraps) expect(lines, 'the h2 wraps at 375 px').toBeGreaterThan(1);
  }
});

/** Boxes of the text of an element (one per line fragment), in viewport coordinates. */
const textBoxes = (element: Locator) =>
  element.evaluate((root) => {
    const boxes: { left: number; right: number; top: number; bottom: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) boxes.push(rect.toJSON());
    }
    return boxes;
  });

test('at 375 px no copy button covers any code, also on one-line install commands', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await openPage(page, '/sdks/cypress/quickstart');
  // The blocks on screen: a set of code tabs shows one panel's block (the API key step's shells).
  const blocks = page.getByRole('main').locator('pre').filter({ visible: true });
  const buttons = page.getByRole('main').getByRole('button', { name: 'Copy code' });
  const count = await blocks.count();
  expect(count, 'code blocks on the page').toBeGreaterThan(2);
  await expect(buttons).toHaveCount(count);
  for (let index = 0; index < count; index += 1) {
    const button = await buttons.nth(index).boundingBox();
    if (!button) throw new Error(`copy button ${index + 1} has no box`);
    for (const text of await textBoxes(blocks.nth(index))) {
      const overlaps =
        text.left < button.x + button.width &&
        text.right > button.x &&
        text.top < button.y + button.height &&
        text.bottom > button.y;
      expect(overlaps, `copy button ${index + 1} over code text at ${JSON.stringify(text)}`).toBe(false);
    }
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`a titled block shows its file name, and its highlighted lines stand out at AA contrast, in ${mode} mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: mode });
    await openPage(page, BATCHING);
    const title = '.github/workflows/visual-tests.yml';
    const block = page.getByRole('figure', { name: title });
    await expect(block.getByText(title, { exact: true })).toBeVisible();
    await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expect(block.locator('pre')).toContainText('runs-on: ubuntu-latest');
    await expect(block.locator('pre')).toHaveAccessibleDescription('Highlighted lines: 9 to 10');

    // A mark's role; Playwright's role list does not name it.
    const marks = block.locator('mark');
    await expect(marks).toHaveText([
      '      EYES_BATCH_ID: shop-nightly-${{ github.run_id }}-${{ github.run_attempt }}',
      '      EYES_BATCH_NAME: Shop – nightly',
    ]);
    for (const mark of await marks.all()) {
      const colours = await mark.evaluate((line) => ({
        background: getComputedStyle(line).backgroundColor,
        block: getComputedStyle(line.closest('pre') as Element).backgroundColor,
        width: line.getBoundingClientRect().width,
        blockWidth: (line.closest('pre') as Element).clientWidth,
        tokens: [...line.querySelectorAll('span')].map((token) => getComputedStyle(token).color),
      }));
      expect(opaque(colours.background) && colours.background !== colours.block, 'a tint of its own').toBe(true);
      expect(colours.width, 'the tint spans the block').toBeGreaterThanOrEqual(colours.blockWidth - 2);
      for (const token of colours.tokens) {
        expect(contrast(token, colours.background), `${token} on ${colours.background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
}

/** Whether every tab of a tab list is on its first row. */
const oneRow = (tabs: Locator) =>
  tabs.evaluateAll((elements) => new Set(elements.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);

const API_PAGE = '/reference/server-api/batches/list-batch-results';

for (const width of [375, 320]) {
  test(`code tabs stay on one row at ${width} px and scroll the selected tab into view, not the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 780 });
    await openPage(page, API_PAGE);
    const list = page.getByRole('tablist', { name: 'Code language' }).first();
    const tabs = list.getByRole('tab');
    await expect(tabs).toHaveText(['Shell', 'TypeScript', 'Python', 'Java', 'C#', 'Ruby']);
    expect(await oneRow(tabs), 'rows of tabs').toBe(1);

    await list.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const pageScroll = await page.evaluate(() => window.scrollY);
    await tabs.first().click();
    await page.keyboard.press('ArrowLeft');
    const last = list.getByRole('tab', { name: 'Ruby' });
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(async () => {
        const [box, tab] = await Promise.all([list.boundingBox(), last.boundingBox()]);
        return !!box && !!tab && tab.x >= box.x - 1 && tab.x + tab.width <= box.x + box.width + 1;
      }, 'the Ruby tab, the last, is within the tab list')
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(pageScroll);

    await page.keyboard.press('ArrowRight');
    const first = list.getByRole('tab', { name: 'Shell' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(async () => {
        const [box, tab] = await Promise.all([list.boundingBox(), first.boundingBox()]);
        return !!box && !!tab && tab.x >= box.x - 1;
      }, 'the Shell tab is back in view')
      .toBe(true);
  });
}

test('the eyes.check settings table fits the column at 1280 px: its Description column is in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/playwright/api/eyes-check');
  const region = page.getByRole('region', { name: 'Settings table' });
  const widths = await region.evaluate((box) => ({ box: box.clientWidth, table: box.scrollWidth }));
  expect(widths.table, 'table width within its box').toBeLessThanOrEqual(widths.box);
  const [box, description] = await Promise.all([
    region.boundingBox(),
    region.getByRole('columnheader', { name: 'Description' }).boundingBox(),
  ]);
  if (!box || !description) throw new Error('the table or its Description column has no box');
  expect(description.x + description.width, 'Description column ends').toBeLessThanOrEqual(box.x + box.width + 1);
  // Its names still copy as written.
  await expect(region.getByRole('cell', { name: 'eyesConfig.ignoreDisplacements (false)' })).toBeVisible();
});

test('a class reference members table fits a phone: names and signatures wrap instead of running off the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/sdks/selenium-java/reference/eyes', '/sdks/selenium-python/reference/configuration']) {
    await openPage(page, path);
    const region = page.getByRole('region', { name: 'Members table' });
    const widths = await region.evaluate((box) => ({ box: box.clientWidth, table: box.scrollWidth }));
    expect(widths.table, `${path}: table width within its box`).toBeLessThanOrEqual(widths.box);
  }
});

test('on a phone each member stacks: its whole name on one line above its signature, still a table row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/sdks/storybook/reference/configuration');
  const table = page.getByRole('table', { name: /Members, with signatures in/ });
  for (const name of ['waitBeforeCapture', 'saveNewTests', 'matchLevel']) {
    const header = table.getByRole('rowheader', { name, exact: true });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    const signature = row.getByRole('cell').locator('code').first();
    const [nameBox, signatureBox] = [await header.locator('code').boundingBox(), await signature.boundingBox()];
    if (!nameBox || !signatureBox) throw new Error(`${name}: its name or signature is not laid out`);
    const lineHeight = await header.locator('code').evaluate((code) => parseFloat(getComputedStyle(code).lineHeight));
    expect(nameBox.height, `${name} on one line`).toBeLessThan(lineHeight * 1.5);
    expect(signatureBox.y, `${name}: signature below the name`).toBeGreaterThanOrEqual(nameBox.y + nameBox.height);
    expect(signatureBox.width, `${name}: signature across the column`).toBeGreaterThan(300);
  }
});

test('on a desktop a member’s name stays whole in its column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, names] of [
    ['/sdks/selenium-java/reference/configuration', ['setParentBranchName', 'setBaselineEnvName']],
    ['/sdks/xcui/reference/eyes', ['checkWindow', 'closeAsync']],
  ] as const) {
    await openPage(page, path);
    for (const name of names) {
      const code = page.getByRole('rowheader', { name, exact: true }).locator('code');
      const box = await code.boundingBox();
      const lineHeight = await code.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(box?.height, `${path}: ${name} on one line`).toBeLessThan(lineHeight * 1.5);
    }
  }
});

/**
 * How much the leftmost and rightmost strips of an element's screenshot
 * change when its background is removed: what its background draws at its
 * edges (mean difference per channel, 0-255).
 */
async function edgeBackground(page: Page, element: Locator): Promise<{ left: number; right: number }> {
  const withBackground = (await element.screenshot()).toString('base64');
  await element.evaluate((box: HTMLElement) => box.style.setProperty('background', 'none'));
  const without = (await element.screenshot()).toString('base64');
  await element.evaluate((box: HTMLElement) => box.style.removeProperty('background'));
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [one, two] = await Promise.all([pixels(a as string), pixels(b as string)]);
      const strip = (from: number, to: number) => {
        let sum = 0;
        let count = 0;
        for (let y = 0; y < one.height; y += 1) {
          for (let x = from; x < to; x += 1) {
            for (let channel = 0; channel < 3; channel += 1) {
              const at = (y * one.width + x) * 4 + channel;
              sum += Math.abs((one.data[at] as number) - (two.data[at] as number));
              count += 1;
            }
          }
        }
        return sum / count;
      };
      return { left: strip(1, 9), right: strip(one.width - 9, one.width - 1) };
    },
    [withBackground, without],
  );
}

for (const mode of ['light', 'dark'] as const) {
  test(`a table too wide for a phone shows at its edges that it scrolls, in ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width: 320, height: 640 });
    await openPage(page, API_PAGE);
    const region = page.getByRole('region', { name: 'Parameters table' });
    await region.scrollIntoViewIfNeeded();
    const start = await edgeBackground(page, region);
    expect(start.right, 'a shadow at the right edge').toBeGreaterThan(4);
    expect(start.left, 'none at the left edge').toBeLessThan(1);

    await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    const end = await edgeBackground(page, region);
    expect(end.left, 'a shadow at the left edge').toBeGreaterThan(4);
    expect(end.right, 'none at the right edge').toBeLessThan(1);
  });
}

test('a table that fits shows no scroll shadow', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/playwright/api/eyes-check');
  const region = page.getByRole('region', { name: 'Signature table' });
  const edges = await edgeBackground(page, region);
  expect(edges.left).toBeLessThan(1);
  expect(edges.right).toBeLessThan(1);
});

test('a short name in a table stays on one line when the table has room (GRAPHICAL_OBJECT, not GRAPHICAL_ / OBJECT)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/concepts/test-execution/accessibility-testing');
  const names = page.getByRole('region', { name: 'Accessibility regions table' }).getByRole('cell').locator('code');
  await expect(names.first()).toBeVisible();
  const lines = await names.evaluateAll((codes) =>
    codes.map(
      (code) => `${code.textContent}: ${new Set([...code.getClientRects()].map((rect) => Math.round(rect.top))).size}`,
    ),
  );
  expect(lines).toContain('GRAPHICAL_OBJECT: 1');
  expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
});
