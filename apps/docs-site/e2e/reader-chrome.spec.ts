import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage, watchConsole } from './reader';

/**
 * The chrome around the article keeps the reader oriented, as on the major
 * docs sites: the desktop sidebar stays in view with the current page's entry
 * shown; the mobile drawer opens and closes without moving the page; windows
 * below 1200 px, which have no table-of-contents column, get a collapsible
 * "On this page" at the article's top.
 */

/** A long page (3,500 px at 1280 px wide) whose sidebar entry is far down a long sidebar. */
const LONG_PAGE = '/concepts/best-practices/pages-&-regions/capturing-long-pages';
const LONG_PAGE_LABEL = 'Capturing long pages';
/** A page with level-2 and level-3 headings. */
const NESTED_TOC_PAGE = '/concepts/best-practices/match-levels';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/**
 * Taps an element where it is, as a finger or a mouse does. (Playwright's `click` first scrolls its target into
 * view, which for a button of the sticky navbar under the root's scroll padding moves the page: a step a reader's
 * tap does not take.)
 */
async function tap(page: Page, target: Locator): Promise<void> {
  // Where it rests: a drawer still sliding in would move its buttons from under the pointer.
  let box = await target.boundingBox();
  await expect
    .poll(async () => {
      const previous = box;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      box = await target.boundingBox();
      return previous !== null && box !== null && previous.x === box.x && previous.y === box.y;
    })
    .toBe(true);
  if (!box) throw new Error('tap: the target has no box (not visible)');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The sum of layout shifts since the page started loading. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

test.describe('desktop sidebar', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('stays in view below the navbar on a long page scrolled 2,400 px', async ({ page }) => {
    await openPage(page, LONG_PAGE);
    await scrollTo(page, 2400);
    const sidebar = page.getByRole('navigation', { name: 'Docs', exact: true });
    await expect(sidebar.getByRole('link', { name: LONG_PAGE_LABEL })).toBeInViewport();
    const navbarBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    const sidebarBox = await sidebar.boundingBox();
    expect(sidebarBox?.y, 'sidebar top').toBeGreaterThanOrEqual((navbarBox?.y ?? 0) + (navbarBox?.height ?? 0) - 1);
    expect((sidebarBox?.y ?? 0) + (sidebarBox?.height ?? 0), 'sidebar bottom').toBeLessThanOrEqual(720 + 1);
  });

  test("shows the current page's entry on load, far down its own scroll, without moving the page or shifting layout", async ({
    page,
  }) => {
    await openPage(page, LONG_PAGE);
    const sidebar = page.getByRole('navigation', { name: 'Docs', exact: true });
    const current = sidebar.getByRole('link', { name: LONG_PAGE_LABEL });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    expect(await sidebar.evaluate((nav) => nav.scrollTop), 'the sidebar scrolled its own box').toBeGreaterThan(0);
    expect(await scrollY(page), 'the page did not move').toBe(0);
    expect(await layoutShift(page)).toBe(0);
  });

  test('scrolls on its own: its last entry comes into view and the page stays', async ({ page }) => {
    await openPage(page, LONG_PAGE);
    const sidebar = page.getByRole('navigation', { name: 'Docs', exact: true });
    // The sidebar's last entry (the SDK groups show in the API docs only).
    const last = sidebar.getByRole('button', { name: 'Server API reference', exact: true }).last();
    await sidebar.evaluate((nav) => nav.scrollTo(0, 0));
    await scrollTo(page, 600);
    await expect(last).not.toBeInViewport();
    await sidebar.hover();
    await page.mouse.wheel(0, 3000);
    await expect(last).toBeInViewport();
    expect(await scrollY(page)).toBe(600);
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const hamburger = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });

  async function openDrawerAt(page: Page, y: number): Promise<void> {
    await openPage(page, LONG_PAGE);
    await scrollTo(page, y);
    await tap(page, hamburger(page));
    await expect(drawer(page)).toBeVisible();
    expect(await scrollY(page), 'opening keeps the page where it was').toBe(y);
  }

  async function expectClosedInPlace(page: Page, y: number): Promise<void> {
    await expect(drawer(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
    expect(await scrollY(page), 'closing keeps the page where it was').toBe(y);
  }

  for (const y of [1500, 600]) {
    test(`at ${y} px, closing by the close button leaves the page at ${y} px and focus on the menu button`, async ({
      page,
    }) => {
      await openDrawerAt(page, y);
      await tap(page, drawer(page).getByRole('button', { name: 'Close navigation bar' }));
      await expectClosedInPlace(page, y);
    });
  }

  test('closing by Escape leaves the page where it was', async ({ page }) => {
    await openDrawerAt(page, 1500);
    await page.keyboard.press('Escape');
    await expectClosedInPlace(page, 1500);
  });

  test('opening and closing from the keyboard leaves the page where it was', async ({ page }) => {
    await openPage(page, LONG_PAGE);
    await scrollTo(page, 1500);
    await hamburger(page).focus();
    expect(await scrollY(page)).toBe(1500);
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expectClosedInPlace(page, 1500);
  });

  test('a link to the page on screen closes the drawer and leaves the page where it was', async ({ page }) => {
    await openDrawerAt(page, 1500);
    const url = page.url();
    // The drawer's list scrolls in its own box to reach the entry; the page stays locked.
    await drawer(page).getByRole('link', { name: LONG_PAGE_LABEL }).click();
    await expectClosedInPlace(page, 1500);
    expect(page.url()).toBe(url);
  });

  test("opens on the docs sidebar with the current page's entry in view", async ({ page }) => {
    await openDrawerAt(page, 1500);
    const current = drawer(page).getByRole('link', { name: LONG_PAGE_LABEL });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    expect(await scrollY(page)).toBe(1500);
  });

  test('the page does not scroll under the open drawer, which keeps ← Back to main menu', async ({ page }) => {
    await openDrawerAt(page, 1500);
    await page.mouse.move(350, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await scrollY(page)).toBe(1500);
    await drawer(page).getByRole('button', { name: '← Back to main menu' }).click();
    await expect(drawer(page).getByRole('link', { name: 'Get Started' })).toBeVisible();
  });
});

test.describe('collapsible table of contents', () => {
  const toggle = (page: Page) => page.getByRole('main').getByRole('button', { name: 'On this page' });

  for (const width of [375, 1024]) {
    test(`at ${width} px, "On this page" opens from the keyboard with levels 2 and 3, and an entry goes to its heading`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, NESTED_TOC_PAGE);
      const button = toggle(page);
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // What the button opens (its aria-controls).
      const toc = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(toc.getByRole('link')).toHaveCount(0);

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const headings = page.getByRole('main').locator('h2[id], h3[id]');
      const ids = await headings.evaluateAll((list) => list.map((heading) => heading.id));
      const hrefs = await toc.getByRole('link').evaluateAll((list) => list.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(ids.map((id) => `#${id}`));
      expect(await page.getByRole('main').locator('h3[id]').count()).toBeGreaterThan(0);

      const target = ids[ids.length - 2];
      await toc.locator(`a[href="#${target}"]`).press('Enter');
      await expect(page).toHaveURL(new RegExp(`#${target}$`));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const heading = page.locator(`[id="${target}"]`);
      await expect(heading).toBeInViewport();
      const navbarBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      const headingBox = await heading.boundingBox();
      // The heading lands just below the sticky navbar, not under it nor far below (the list closed first).
      expect(headingBox?.y).toBeGreaterThanOrEqual((navbarBox?.y ?? 0) + (navbarBox?.height ?? 0));
      expect(headingBox?.y).toBeLessThan((navbarBox?.y ?? 0) + (navbarBox?.height ?? 0) + 40);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    });
  }

  test('is in the prerendered page (no JavaScript) at 375 px', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/tutorials${NESTED_TOC_PAGE}`);
    await expect(toggle(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });

  test('is not shown at 1200 px and wider, where the side column lists the headings', async ({ page }) => {
    for (const width of [1200, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, NESTED_TOC_PAGE);
      await expect(toggle(page)).toBeHidden();
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc).toBeVisible();
      await expect(toc.getByRole('link').first()).toBeVisible();
    }
  });
});

test.describe('skip link', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('shows where the reader is when Tab reaches it on a scrolled page, without moving the page', async ({
    page,
  }) => {
    await openPage(page, LONG_PAGE);
    await scrollTo(page, 1500);
    // Clicking the page's text puts the keyboard's starting point back at the document's start, as a reload does.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect(await scrollY(page)).toBe(1500);
  });
});

test.describe('footer', () => {
  test("read in a later year than the build, the page hydrates cleanly and keeps the build's copyright year", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/tutorials/getting-started/overview')).text();
    // React separates the text and the year with an empty comment.
    const builtYear = Number(/Copyright © (?:<!-- -->)?(\d{4})/.exec(html)?.[1]);
    expect(builtYear, 'the prerendered footer names a year').toBeGreaterThan(2000);
    // New Year's Day after the build: the reader's clock disagrees with the prerendered page.
    await page.clock.install({ time: new Date(`${builtYear + 1}-01-01T10:00:00`) });
    const console = watchConsole(page);
    await openPage(page, '/getting-started/overview');
    await expect(page.getByRole('contentinfo')).toContainText(`Copyright © ${builtYear}`);
    expect(console.errors).toEqual([]);
  });
});

test('the language menu offers the page the reader is on, not the home page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/sdks/selenium-java/configuration');
  await page.getByRole('button', { name: 'Language: English' }).click();
  const english = page.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', '/tutorials/sdks/selenium-java/configuration');
  await english.click();
  await expect(page).toHaveURL(/\/tutorials\/sdks\/selenium-java\/configuration$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Configuration');
});
