/**
 * What the first load of a prerendered page transfers. Measured in Chromium:
 * every request made from the navigation until the page has hydrated (the
 * HTML, the scripts and stylesheets it references, the chunks hydration loads
 * on its own, such as sidebar sections, and the images shown). What is
 * requested after that, until the network has been quiet for 300 ms (the
 * linked pages prefetched when the browser is idle), is counted apart: the
 * page notes the moment the hydration flag is set, and each request is put on
 * the side of that moment on which it started. Sizes are raw and gzip (level 9,
 * for every compressible type). `referencedAssets` reads the HTML alone, for
 * comparison.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { trackNetwork, waitForHydration } from './browser.mjs';
import { gzipBytes } from './report.mjs';

/** The pages the benchmark follows: the three with budgets first, then one of each other kind. */
export const SAMPLE_PAGES = [
  { kind: 'landing', path: '/' },
  { kind: 'general doc', path: '/concepts/best-practices/match-levels' },
  { kind: 'SDK page', path: '/sdks/selenium-java/quickstart' },
  { kind: 'class reference', path: '/sdks/selenium-java/reference/eyes' },
  { kind: 'server API', path: '/reference/server-api/batches/list-batch-results' },
  { kind: 'blog index', path: '/blog' },
];

/** Kinds that get the browser measures (next-page chunk, Lighthouse). */
export const MAIN_KINDS = ['landing', 'general doc', 'SDK page'];

/** `index.html` of a route path (`/` is the landing page). */
export const htmlFileOf = (siteDir, path) => join(siteDir, path === '/' ? '' : path, 'index.html');

/** The sample pages this build has. */
export function samplePages(siteDir) {
  return SAMPLE_PAGES.filter((page) => existsSync(htmlFileOf(siteDir, page.path)));
}

/** Asset paths (relative to the site root) that an HTML document references as scripts, preloads or stylesheets. */
export function referencedAssets(html) {
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="\/tutorials\/([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  );
  return [...new Set(refs)];
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/** Sizes of one kind of resource: how many, raw bytes, gzip bytes. */
const tally = (files) => ({
  count: files.length,
  bytes: files.reduce((sum, file) => sum + file.bytes, 0),
  gzip: files.reduce((sum, file) => sum + file.gzip, 0),
});

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl e.g. `http://127.0.0.1:4353/tutorials`
 * @param {string} siteDir the prerendered site, to tell which files the HTML references
 */
export async function measureFirstLoad(browser, baseUrl, siteDir, path) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    // The script runs before the parser has made <html>: watch the whole document.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      Object.assign(window, { __benchHydratedAt: performance.timeOrigin + performance.now() });
      observer.disconnect();
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  try {
    const network = trackNetwork(page);
    await page.goto(baseUrl + (path === '/' ? '/' : path), { waitUntil: 'load' });
    await waitForHydration(page);
    /** @type {number} epoch milliseconds, the clock of request timings */
    const hydratedAt = await page.evaluate(() => /** @type {any} */ (window).__benchHydratedAt);
    await network.quiet();
    network.stop();
    const startedAfterHydration = (request) => request.timing().startTime > hydratedAt;
    const files = [];
    const afterHydration = [];
    for (const response of responses) {
      if (response.status() >= 300 && response.status() < 400) continue;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const type = String(response.headers()['content-type'] ?? '');
      (startedAfterHydration(response.request()) ? afterHydration : files).push({
        path: new URL(response.url()).pathname,
        kind: response.request().resourceType(),
        bytes: body.length,
        gzip: COMPRESSIBLE.test(type) ? gzipBytes(body) : body.length,
      });
    }
    const referenced = new Set(
      referencedAssets(readFileSync(htmlFileOf(siteDir, path), 'utf8')).map((f) => `/tutorials/${f}`),
    );
    const of = (kind) => files.filter((file) => file.kind === kind);
    const html = of('document')[0];
    const other = files.filter((file) => !['document', 'script', 'stylesheet'].includes(file.kind));
    return {
      path,
      htmlBytes: html?.bytes ?? 0,
      htmlGzip: html?.gzip ?? 0,
      js: tally(of('script')),
      css: tally(of('stylesheet')),
      other: tally(other),
      requests: files.length,
      totalGzip: tally(files).gzip,
      notInHtml: files
        .filter((file) => (file.kind === 'script' || file.kind === 'stylesheet') && !referenced.has(file.path))
        .map((file) => file.path),
      files,
      /** Requested after hydration, until the network was quiet: prefetched pages, idle work. */
      afterHydration: { ...tally(afterHydration), files: afterHydration },
    };
  } finally {
    await context.close();
  }
}

/** Number of prerendered pages and total size of the static output. */
export function outputSize(siteDir) {
  const files = readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(siteDir, file))
    .filter((file) => statSync(file).isFile());
  // The .gz and .br copies the build writes for the server are counted apart from the site itself.
  const isCopy = (file) => file.endsWith('.gz') || file.endsWith('.br');
  const size = (list) => list.reduce((sum, file) => sum + statSync(file).size, 0);
  return {
    pages: files.filter((file) => file.endsWith('index.html')).length,
    bytes: size(files.filter((file) => !isCopy(file))),
    compressedCopiesBytes: size(files.filter(isCopy)),
  };
}
