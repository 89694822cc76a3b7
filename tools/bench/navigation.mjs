/**
 * Client-side navigation latency: from the click on a link to the frame in
 * which the new page's heading is painted. In the page, a capture listener
 * notes the click time; a MutationObserver sees the new h1 text, and a
 * requestAnimationFrame followed by a task marks the frame after it was
 * rendered. Before each click the reader hovers the link and the benchmark
 * waits until the network is quiet, so a hover prefetch (if the site has
 * one) has finished. The walk follows the paginator's Next link page after page.
 */
import { trackNetwork, waitForHydration } from './browser.mjs';
import { median, quantile } from './report.mjs';

/** Installed in the page: records click-to-paint times in `window.__benchNavigations`. */
function instrument() {
  const state = { clickAt: undefined, heading: document.querySelector('h1')?.textContent ?? '', times: [] };
  window.__benchNavigations = state.times;
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a')) state.clickAt = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    const text = document.querySelector('h1')?.textContent ?? '';
    if (state.clickAt === undefined || text === state.heading) return;
    const clickAt = state.clickAt;
    state.clickAt = undefined;
    state.heading = text;
    requestAnimationFrame(() => setTimeout(() => state.times.push(performance.now() - clickAt), 0));
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ start?: string, navigations?: number }} [options]
 * @returns {Promise<{ start: string, times: number[], medianMs: number, p95Ms: number, prefetched: number }>}
 */
export async function measureNavigation(
  browser,
  baseUrl,
  { start = '/getting-started/overview', navigations = 20 } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(baseUrl + start, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.evaluate(instrument);

    let prefetched = 0;
    for (let i = 0; i < navigations; i += 1) {
      const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ });
      if ((await next.count()) === 0) throw new Error(`${page.url()} has no Next link to follow`);
      let scripts = 0;
      const onRequest = (request) => {
        if (request.resourceType() === 'script') scripts += 1;
      };
      page.on('request', onRequest);
      const network = trackNetwork(page);
      await next.hover();
      await network.quiet(200);
      page.off('request', onRequest);
      if (scripts > 0) prefetched += 1;

      const count = await page.evaluate(() => window.__benchNavigations.length);
      await next.click();
      await page.waitForFunction((before) => window.__benchNavigations.length > before, count, { timeout: 15_000 });
      await network.quiet(200);
      network.stop();
    }
    const times = await page.evaluate(() => [...window.__benchNavigations]);
    return { start, times, medianMs: median(times), p95Ms: quantile(times, 0.95), prefetched };
  } finally {
    await context.close();
  }
}
