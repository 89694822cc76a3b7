import { expect, test } from '@playwright/test';
import { openPage, seedStorage } from './reader';

/**
 * The desktop navbar (desktop is wider than the 996 px breakpoint) fits the window at every
 * desktop width: all its controls are on screen and the page does not scroll
 * sideways. Near the breakpoint it has the least room, so the search box
 * shows its icon only there, as on mobile. Every control keeps 12 px from the
 * window's edges and 8 px from its neighbours. Checked with nothing stored
 * (Cypress) and with Playwright TypeScript, whose switches have other labels.
 */
const WIDTHS = [997, 1024, 1100, 1200, 1279, 1280, 1440];
const STORED = [undefined, 'playwright-ts'] as const;

for (const sdk of STORED) {
  for (const width of WIDTHS) {
    test(`at ${width} px with ${sdk ?? 'no SDK'} stored, every navbar control is on screen and nothing scrolls sideways`, async ({
      context,
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      if (sdk) await seedStorage(context, { sdk });
      await openPage(page, '/sdks/selenium-java/quickstart');

      const navbar = page.getByRole('navigation', { name: 'Main' });
      const controls = navbar.locator('a:visible, button:visible');
      expect(await controls.count()).toBeGreaterThanOrEqual(8);
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
        if (!box) throw new Error(`${name}: visible, but has no box`);
        expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(width);
      }
      // Breathing room: the outer controls 12 px or more from the window's edges, 8 px or more
      // between neighbours (the two documentation switches are one control, a segmented pill).
      const pill = await navbar.getByRole('list', { name: 'Documentation type' }).boundingBox();
      const boxes: { name: string; left: number; right: number }[] = [];
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        if (!box) continue;
        const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
        const inPill = pill && box.x >= pill.x && box.x + box.width <= pill.x + pill.width;
        const [left, right] = inPill ? [pill.x, pill.x + pill.width] : [box.x, box.x + box.width];
        if (!boxes.some((other) => other.left === left)) boxes.push({ name: inPill ? 'switches' : name, left, right });
      }
      boxes.sort((a, b) => a.left - b.left);
      const [first, last] = [boxes[0], boxes.at(-1)];
      if (!first || !last) throw new Error('The navbar has no controls');
      expect(first.left, `${first.name}: room to the left edge`).toBeGreaterThanOrEqual(12);
      expect(width - last.right, `${last.name}: room to the right edge`).toBeGreaterThanOrEqual(12);
      boxes.reduce((before, box) => {
        expect(box.left - before.right, `room between ${before.name} and ${box.name}`).toBeGreaterThanOrEqual(8);
        return box;
      });

      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
      await expect(navbar.getByRole('button', { name: 'Search' })).toBeVisible();
    });
  }
}
