/**
 * What the next page needs on a client-side navigation: from a hydrated page,
 * the reader points at the paginator's last link (Next, or Previous at the
 * end of a section) and clicks it; every script and stylesheet fetched from
 * the hover until the new page's heading is in the document is the next
 * page's cost (its chunk, plus any sidebar section or shared chunk it needs
 * that this page had not loaded). The browser reports data saver, so the site
 * prefetches nothing: links in view and the hovered link would otherwise have
 * their chunks fetched in advance, and the navigation itself would show none.
 * Sizes are raw and gzip.
 */
import { trackNetwork, waitForHydration } from './browser.mjs';
import { gzipBytes } from './report.mjs';

/** The link the reader follows: the paginator's last link, else the first other page linked from the content. */
async function linkToFollow(page) {
  const paginator = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link');
  if ((await paginator.count()) > 0) return paginator.last();
  return page.locator('main a[href^="/tutorials/"]:not([href*="#"])').first();
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl e.g. `http://127.0.0.1:4353/tutorials`
 * @param {string} path route path of the starting page
 * @returns {Promise<{ from: string, to: string, files: { url: string, bytes: number, gzip: number }[], jsGzip: number, cssGzip: number, bytes: number, gzip: number }>}
 */
export async function measureNextPage(browser, baseUrl, path) {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  const page = await context.newPage();
  try {
    await page.goto(baseUrl + (path === '/' ? '/' : path), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
    const link = await linkToFollow(page);
    const to = (await link.getAttribute('href')) ?? '';

    const responses = [];
    const onResponse = (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') responses.push(response);
    };
    page.on('response', onResponse);
    const network = trackNetwork(page);
    await link.hover();
    await network.quiet();
    // The page notes when the new heading arrives; requests started later are the new page's own.
    await page.evaluate((previous) => {
      new MutationObserver((_, observer) => {
        const h1 = document.querySelector('h1');
        if (!h1 || h1.textContent === previous) return;
        Object.assign(window, { __benchNewHeadingAt: performance.timeOrigin + performance.now() });
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, heading);
    await link.click();
    await page.waitForFunction(
      (previous) => {
        const h1 = document.querySelector('h1');
        return h1 && h1.textContent !== previous;
      },
      heading,
      { timeout: 15_000 },
    );
    /** @type {number} epoch milliseconds, the clock of request timings */
    const headingAt = await page.evaluate(() => /** @type {any} */ (window).__benchNewHeadingAt);
    await network.quiet();
    network.stop();
    page.off('response', onResponse);

    const files = [];
    for (const response of responses.filter((r) => r.request().timing().startTime <= headingAt)) {
      const body = await response.body();
      files.push({
        url: response.url(),
        type: response.request().resourceType(),
        bytes: body.length,
        gzip: gzipBytes(body),
      });
    }
    const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
    return {
      from: path,
      to: to.replace(/^\/tutorials/, '') || '/',
      files: files.map(({ url, bytes, gzip }) => ({ url: new URL(url).pathname, bytes, gzip })),
      jsGzip: sum(
        files.filter((file) => file.type === 'script'),
        'gzip',
      ),
      cssGzip: sum(
        files.filter((file) => file.type === 'stylesheet'),
        'gzip',
      ),
      bytes: sum(files, 'bytes'),
      gzip: sum(files, 'gzip'),
    };
  } finally {
    await context.close();
  }
}
