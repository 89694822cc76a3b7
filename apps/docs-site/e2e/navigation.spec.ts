import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Client navigation on the built site: the old
 * page stays while the next one loads, the progress bar, what happens when a
 * page chunk fails or a page crashes, focus and announcements, scroll
 * positions and anchors. Chunk failures are made with route interception.
 */

const OVERVIEW = '/tutorials/getting-started/overview';
const WHAT_IS = '/tutorials/getting-started/what-is-eyes';

/** The page's own chunk: the first module the prerendered page preloads. */
async function pageChunk(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const href = html.match(/<link rel="modulepreload"[^>]*href="([^"]+)"/)?.[1];
  if (!href) throw new Error(`${path} preloads no page chunk`);
  return href;
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Console errors, warnings and uncaught errors of the page. */
function watchConsole(page: Page) {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push({ type: message.type(), text: message.text() });
  });
  page.on('pageerror', (error) => messages.push({ type: 'uncaught', text: error.message }));
  return messages;
}

/** Marks the current document; the mark survives client navigation and is gone after a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

const ASSIGNED = '/tutorials/concepts/team-collaboration/assigned-test-results';
const PARTS_FAILED = 'Some interactive parts did not load.';
const OFFLINE = "You're offline. This page can't be opened until you're back online.";

/** The site's notice (a polite live region) with `text`. */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const link = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true }).first();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('while the next page loads', () => {
  test('the old page stays, and the progress bar starts 200 ms after the route change', async ({ page, request }) => {
    const chunk = await pageChunk(request, WHAT_IS);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${chunk}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(OVERVIEW);
    await hydrated(page);
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { __times: Record<string, number> }).__times = times;
      document.addEventListener('click', () => (times.click ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) times.bar ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });

    await link(page, 'What is Eyes').click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    await expect(heading(page)).toHaveText('Getting started overview');
    const { click = NaN, bar: barAt = NaN } = await page.evaluate(
      () => (window as unknown as { __times: Record<string, number> }).__times,
    );
    expect(barAt - click).toBeGreaterThanOrEqual(200);

    release();
    await expect(heading(page)).toHaveText('What is Eyes');
    await expect(page).toHaveURL(WHAT_IS);
    await expect(bar).toHaveCount(0);
  });

  test('a page whose chunk is already loaded opens without a progress bar', async ({ page }) => {
    await page.goto(OVERVIEW);
    await hydrated(page);
    // The link is in view, so its page has been prefetched.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]'))
          (window as unknown as { __barSeen: boolean }).__barSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await link(page, 'What is Eyes').click();
    await expect(heading(page)).toHaveText('What is Eyes');
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { __barSeen?: boolean }).__barSeen)).toBeUndefined();
  });
});

test.describe('when a page chunk fails', () => {
  test('during navigation, a warning is logged and the browser loads the target page fully', async ({
    page,
    request,
  }) => {
    const chunk = await pageChunk(request, WHAT_IS);
    let failing = true;
    await page.route(`**${chunk}`, (route) => (failing ? route.abort() : route.continue()));
    // The full load of the target page is what ends the failure.
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.url().endsWith(WHAT_IS)) failing = false;
    });
    const messages = watchConsole(page);
    await page.goto(OVERVIEW);
    await hydrated(page);
    await markDocument(page);

    await link(page, 'What is Eyes').click();

    await expect(page).toHaveURL(WHAT_IS);
    await expect(heading(page)).toHaveText('What is Eyes');
    await hydrated(page);
    expect(await sameDocument(page)).toBe(false);
    expect(messages).toContainEqual({
      type: 'warning',
      text: expect.stringMatching(/what-is-eyes could not be loaded .*reloading it/),
    });
    // Back returns to the page the reader came from.
    await page.goBack();
    await expect(heading(page)).toHaveText('Getting started overview');
  });

  test('a chunk that keeps failing reloads once and the prerendered page stays; followed again, the error shows with Retry', async ({
    page,
    request,
  }) => {
    const chunk = await pageChunk(request, WHAT_IS);
    let mode: 'fail' | 'hold' | 'pass' = 'fail';
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${chunk}`, async (route) => {
      if (mode === 'fail') return route.abort();
      if (mode === 'hold') await released;
      return route.continue();
    });
    let documentLoads = 0;
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.url().endsWith(WHAT_IS)) documentLoads++;
    });
    await page.goto(OVERVIEW);
    await hydrated(page);

    await link(page, 'What is Eyes').click();

    // Reloaded once; its chunk fails again on that first load, and the prerendered page stays.
    await expect(notice(page, PARTS_FAILED)).toBeVisible();
    await expect(page).toHaveURL(WHAT_IS);
    await expect(heading(page)).toHaveText('What is Eyes');
    await expect(page).toHaveTitle('What is Eyes | Eyes Tutorials');
    await page.waitForTimeout(500);
    expect(documentLoads).toBe(1);

    // Followed again from another page, there is no prerendered page to keep: the error, with Retry.
    // (The kept page's links load their page as a new document.)
    await link(page, 'Getting started overview').click();
    await hydrated(page);
    await expect(heading(page)).toHaveText('Getting started overview');
    await link(page, 'What is Eyes').click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to fetch dynamically imported module');
    await expect(page).toHaveURL(WHAT_IS);
    await expect(page).toHaveTitle('Page Error');
    await page.waitForTimeout(500);
    expect(documentLoads).toBe(1);
    // The chrome still works around the error.
    await expect(page.getByRole('button', { name: /Select SDK/ })).toBeVisible();

    mode = 'hold';
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    release();
    await expect(heading(page)).toHaveText('What is Eyes');
    await expect(page).toHaveTitle('What is Eyes | Eyes Tutorials');
    await expect(heading(page)).toBeFocused();
    expect(documentLoads).toBe(1);
  });

  test('on the first load, the prerendered page stays readable with a notice, and Retry makes it interactive', async ({
    page,
    request,
  }) => {
    const chunk = await pageChunk(request, WHAT_IS);
    let failing = true;
    await page.route(`**${chunk}`, (route) => (failing ? route.abort() : route.continue()));
    const messages = watchConsole(page);
    await page.goto(WHAT_IS);
    const article = page.getByRole('main').getByRole('article');
    const text = (await article.innerText()).length;
    expect(text, 'the prerendered article').toBeGreaterThan(2000);

    const status = notice(page, PARTS_FAILED);
    await expect(status).toBeVisible();
    // Long after the app gave up on the chunk, the page is still the one the server rendered.
    await page.waitForTimeout(4500);
    await expect(heading(page)).toHaveText('What is Eyes');
    expect((await article.innerText()).length).toBe(text);
    await expect(page).toHaveTitle('What is Eyes | Eyes Tutorials');
    await expect(page.getByText('Failed to fetch dynamically imported module')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    expect(messages.filter((message) => message.type === 'uncaught')).toEqual([]);

    // The notice is reached with the keyboard: its buttons are the last stops of the page.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Dismiss' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeFocused();

    failing = false;
    await page.keyboard.press('Enter');
    await hydrated(page);
    await expect(status).toHaveCount(0);
    await expect(heading(page)).toHaveText('What is Eyes');
    expect((await article.innerText()).length).toBe(text);
    // Interactive now: a link is followed inside the document.
    await markDocument(page);
    await page
      .getByRole('navigation', { name: 'Docs', exact: true })
      .first()
      .getByRole('link', { name: 'Overview', exact: true })
      .click();
    await expect(heading(page)).toHaveText('Getting started overview');
    expect(await sameDocument(page)).toBe(true);
  });

  test("on the first load, when the app's own script fails, the page stays readable with a notice whose Reload brings the app", async ({
    page,
  }) => {
    let failing = true;
    await page.route('**/tutorials/assets/*.js', (route) => (failing ? route.abort() : route.continue()));
    await page.goto(WHAT_IS);
    const article = page.getByRole('main').getByRole('article');
    const text = (await article.innerText()).length;
    expect(text, 'the prerendered article').toBeGreaterThan(2000);
    const status = notice(page, 'Some interactive parts did not load. The page is still here to read.');
    await expect(status).toBeVisible();
    await expect(heading(page)).toHaveText('What is Eyes');
    await expect(page).toHaveTitle('What is Eyes | Eyes Tutorials');

    failing = false;
    await page.getByRole('button', { name: 'Reload' }).click();
    await hydrated(page);
    await expect(status).toHaveCount(0);
    await expect(heading(page)).toHaveText('What is Eyes');
  });

  test('offline, a link to a page not loaded yet keeps the reader on the page and says why; online, it opens', async ({
    page,
    context,
    request,
  }) => {
    const chunk = await pageChunk(request, ASSIGNED);
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.goto(OVERVIEW);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requested, 'the page is not prefetched').not.toContain(chunk);
    await markDocument(page);

    await context.setOffline(true);
    await link(page, 'assign it').click();

    await expect(notice(page, OFFLINE)).toBeVisible();
    await expect(page).toHaveURL(OVERVIEW);
    await expect(heading(page)).toHaveText('Getting started overview');
    await expect(page).toHaveTitle('Getting started overview | Eyes Tutorials');
    expect(await sameDocument(page)).toBe(true);

    await context.setOffline(false);
    await expect(notice(page, OFFLINE)).toHaveCount(0);
    await link(page, 'assign it').click();
    await expect(page).toHaveURL(ASSIGNED);
    await expect(heading(page)).toHaveText(/Assigned test results/i);
    expect(await sameDocument(page)).toBe(true);
  });

  test("offline, a page kept without its chunk does not follow a link into the browser's error", async ({
    page,
    context,
    request,
  }) => {
    const chunk = await pageChunk(request, WHAT_IS);
    await page.route(`**${chunk}`, (route) => route.abort());
    await page.goto(WHAT_IS);
    await expect(notice(page, PARTS_FAILED)).toBeVisible();
    await markDocument(page);

    await context.setOffline(true);
    await link(page, 'Getting started overview').click();

    await expect(notice(page, OFFLINE)).toBeVisible();
    await expect(page).toHaveURL(WHAT_IS);
    await expect(heading(page)).toHaveText('What is Eyes');
    expect(await sameDocument(page)).toBe(true);
    // Back online, the notice offers Retry again.
    await context.setOffline(false);
    await expect(notice(page, PARTS_FAILED)).toBeVisible();
  });
});

test.describe('the notice of a page kept without its chunk', () => {
  for (const [width, viewport] of [
    ['1280', { width: 1280, height: 800 }],
    ['375', { width: 375, height: 812 }],
  ] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`has AA contrast and no other serious violation, in ${mode} mode at ${width} px`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        const chunk = await pageChunk(request, WHAT_IS);
        await page.route(`**${chunk}`, (route) => route.abort());
        await page.goto(WHAT_IS);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const retry = page.getByRole('button', { name: 'Retry' });
        await expect(retry).toBeInViewport();
        await expect(page.getByRole('button', { name: 'Dismiss' })).toBeInViewport();

        // Scoped to the notice: the page around it is the a11y spec's.
        const { violations } = await new AxeBuilder({ page }).include('#page-notices').analyze();
        expect(
          violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.failureSummary).join('; ')}`),
        ).toEqual([]);
      });
    }
  }
});

test.describe('when a page crashes', () => {
  test('the crash screen shows the messages in the working chrome, and Try again renders the page again', async ({
    page,
    request,
  }) => {
    const chunk = await pageChunk(request, WHAT_IS);
    // A page module whose component throws until the test lets it render.
    await page.route(`**${chunk}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `
          export const frontmatter = { title: 'What is Eyes' };
          export const headings = [];
          export default function Page() {
            if (!window.__healed) throw new Error('Cannot render the example', { cause: new Error('The example data is missing') });
            return 'The page rendered again';
          }`,
      }),
    );
    await page.goto(OVERVIEW);
    await hydrated(page);

    await link(page, 'What is Eyes').click();

    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText('Cannot render the example')).toBeVisible();
    await expect(page.getByText('The example data is missing')).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await expect(page).toHaveURL(WHAT_IS);

    await page.evaluate(() => ((window as unknown as { __healed: boolean }).__healed = true));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main')).toContainText('The page rendered again');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    await expect(page).toHaveTitle('What is Eyes | Eyes Tutorials');
  });

  test('the chrome stays usable: its links lead to other pages', async ({ page, request }) => {
    const chunk = await pageChunk(request, WHAT_IS);
    await page.route(`**${chunk}`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export const frontmatter = { title: 'x' }; export const headings = [];
               export default function Page() { throw new Error('Boom'); }`,
      }),
    );
    await page.goto(OVERVIEW);
    await hydrated(page);
    await markDocument(page);
    await link(page, 'What is Eyes').click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Docs', exact: true })
      .first()
      .getByRole('link', { name: 'Overview', exact: true })
      .click();
    await expect(heading(page)).toHaveText('Getting started overview');
    await expect(page).toHaveTitle('Getting started overview | Eyes Tutorials');
    expect(await sameDocument(page)).toBe(true);
  });
});

test('a page module without a default export raises an error that names its file', async ({ page, request }) => {
  const chunk = await pageChunk(request, WHAT_IS);
  await page.route(`**${chunk}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export const frontmatter = { title: 'What is Eyes' }; export const headings = [];`,
    }),
  );
  await page.goto(OVERVIEW);
  await hydrated(page);
  await link(page, 'What is Eyes').click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText(/content\/docs\/getting-started\/what-is-eyes\.mdx has no default export/)).toBeVisible();
});

test.describe('prefetching', () => {
  test('links in view are prefetched, and so is a link that gets the focus', async ({ page, request }) => {
    const inView = await pageChunk(request, '/tutorials/getting-started/system-overview');
    const offScreen = await pageChunk(request, '/tutorials/concepts/team-collaboration/assigned-test-results');
    const requested = new Set<string>();
    page.on('request', (req) => requested.add(new URL(req.url()).pathname));

    await page.goto(OVERVIEW);
    await hydrated(page);
    await expect.poll(() => requested.has(inView)).toBe(true);

    const assign = link(page, 'assign it');
    await expect(assign).not.toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(requested.has(offScreen)).toBe(false);
    await assign.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    await expect.poll(() => requested.has(offScreen)).toBe(true);
  });

  // Without IntersectionObserver (as in a browser that lacks it) nothing is prefetched for coming into view,
  // so a request for the page's chunk can only come from the hover.
  for (const [name, connection, fetched] of [
    ['a normal connection', { saveData: false, effectiveType: '4g' }, true],
    ['data saver', { saveData: true, effectiveType: '4g' }, false],
  ] as const) {
    test(`hovering a link ${fetched ? 'fetches' : 'does not fetch'} its page's chunk before any click, with ${name}`, async ({
      page,
      request,
    }) => {
      const chunk = await pageChunk(request, WHAT_IS);
      await page.addInitScript((info) => {
        Object.defineProperty(navigator, 'connection', { value: info });
        delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      }, connection);
      const requested: string[] = [];
      page.on('request', (req) => requested.push(new URL(req.url()).pathname));

      await page.goto(OVERVIEW);
      await hydrated(page);
      const whatIs = link(page, 'What is Eyes');
      await whatIs.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(requested).not.toContain(chunk);

      await whatIs.hover();
      if (fetched) {
        await expect.poll(() => requested.includes(chunk)).toBe(true);
      } else {
        await page.waitForTimeout(1000);
        await page.waitForLoadState('networkidle');
        expect(requested).not.toContain(chunk);
      }
      // Still the same page: the chunk came from the hover alone.
      await expect(page).toHaveURL(OVERVIEW);
      await expect(heading(page)).toHaveText('Getting started overview');
    });
  }

  for (const [name, connection] of [
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`nothing is prefetched with ${name}; pages still load when followed`, async ({ page, request }) => {
      const chunks = await Promise.all(
        [
          '/tutorials/getting-started/system-overview',
          WHAT_IS,
          '/tutorials/concepts/team-collaboration/assigned-test-results',
        ].map((path) => pageChunk(request, path)),
      );
      await page.addInitScript((info) => {
        Object.defineProperty(navigator, 'connection', { value: info });
      }, connection);
      const requested = new Set<string>();
      page.on('request', (req) => requested.add(new URL(req.url()).pathname));

      await page.goto(OVERVIEW);
      await hydrated(page);
      await link(page, 'What is Eyes').hover();
      await link(page, 'assign it').focus();
      await page.mouse.wheel(0, 5000);
      await page.waitForTimeout(1000);
      await page.waitForLoadState('networkidle');
      expect(chunks.filter((chunk) => requested.has(chunk))).toEqual([]);

      await link(page, 'What is Eyes').click();
      await expect(heading(page)).toHaveText('What is Eyes');
      expect(requested.has(chunks[1] ?? '')).toBe(true);
    });
  }
});

test.describe('focus, announcements and scrolling', () => {
  test("after client navigation the focus is on the new page's heading, which is announced", async ({ page }) => {
    await page.goto(OVERVIEW);
    await hydrated(page);
    const announcer = page.getByRole('status').filter({ hasText: /./ });
    await expect(announcer).toHaveCount(0);
    await expect(heading(page)).not.toBeFocused();

    await link(page, 'What is Eyes').focus();
    await page.keyboard.press('Enter');

    await expect(heading(page)).toHaveText('What is Eyes');
    await expect(heading(page)).toBeFocused();
    // It is where the keyboard starts, not a control: no focus ring around the title.
    expect(await heading(page).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
    await expect(page.getByRole('status').filter({ hasText: 'What is Eyes' })).toHaveCount(1);
    // The next Tab continues from the new page, not from the link followed.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  });

  test('back and forward restore the scroll position', async ({ page }) => {
    await page.goto('/tutorials/concepts/best-practices/match-levels');
    await hydrated(page);
    const hide = link(page, 'Hide displacements');
    await hide.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);

    await hide.click();
    await expect(heading(page)).toHaveText(/Hide displacements/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));

    await page.goBack();
    await expect(heading(page)).toHaveText(/Match levels/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.goForward();
    await expect(heading(page)).toHaveText(/Hide displacements/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  });

  test('an anchor in the URL scrolls to its heading, clear of the navbar, on load and after a link', async ({
    page,
  }) => {
    const navbarBottom = async () => (await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.height ?? 0;
    const layout = page.getByRole('heading', { name: /^Layout/, level: 3 });

    await page.goto('/tutorials/concepts/best-practices/match-levels#layout');
    await hydrated(page);
    await expect(layout).toBeInViewport();
    expect((await layout.boundingBox())?.y).toBeGreaterThanOrEqual(await navbarBottom());

    await page.goto('/tutorials/concepts/test-execution/cross-environment-testing');
    await hydrated(page);
    await link(page, 'Layout match level').click();
    await expect(page).toHaveURL(/match-levels#layout$/);
    await expect(layout).toBeInViewport();
    await expect(layout).toBeFocused();
    expect((await layout.boundingBox())?.y).toBeGreaterThanOrEqual(await navbarBottom());
  });
});

test('a sample of pages loads, navigates and goes back and forth with no console error or warning', async ({
  page,
}) => {
  const messages = watchConsole(page);
  for (const path of [
    '/tutorials/',
    OVERVIEW,
    '/tutorials/reference/server-api',
    '/tutorials/sdks/cypress/quickstart',
    '/tutorials/playwright/api/overview',
    '/tutorials/blog',
  ]) {
    await page.goto(path);
    await hydrated(page);
  }
  await page.goto(OVERVIEW);
  await hydrated(page);
  await link(page, 'What is Eyes').click();
  await expect(heading(page)).toHaveText('What is Eyes');
  await page.getByRole('main').getByRole('link', { name: /Next/ }).click();
  await expect(page).not.toHaveURL(WHAT_IS);
  await page.goBack();
  await expect(heading(page)).toHaveText('What is Eyes');
  await page.goBack();
  await expect(heading(page)).toHaveText('Getting started overview');
  await page.goForward();
  await expect(heading(page)).toHaveText('What is Eyes');
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
});
