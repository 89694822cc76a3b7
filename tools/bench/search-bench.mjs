#!/usr/bin/env node
/**
 * Measures the site's offline search in Chromium, against the built site
 * served with the production rules (tools/server/static-server.mjs):
 *
 * - index size: each file the manifest names (the titles index, the
 *   full-text index) and the manifest itself, raw, gzip (level 9) and brotli
 *   (quality 11, as the build's `.br` copies), and their total;
 * - first result on a cold cache: from opening search (Ctrl+K) with a word
 *   entered as soon as the box is there, to the first result on screen, in a
 *   fresh browser context (nothing cached, nothing preloaded by hovering);
 *   the median of a few runs, with the time the titles engine took to load
 *   (`docs-search:load-titles`), the time until the full-text engine had taken
 *   over (the dialog's `data-status="ready"`; `docs-search:load-full`) and the
 *   longest main-thread task in between (how long a keystroke could wait);
 * - query latency: the time of each query of the full-text engine (index
 *   lookup and ranking, the User Timing measure `docs-search:query` the site
 *   records) while a reader types queries character by character, as p50 and p95.
 *
 * `measureSearch()` returns the numbers; `node tools/bench/search-bench.mjs`
 * prints them as a table with the budgets of issue #8. Budgets are reported,
 * never enforced here.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { createStaticServer } from '../server/static-server.mjs';
import { budget, kb, markdownTable, ms, row } from './report.mjs';

/** Issue #22: the whole index a reader downloads at most 250 KB compressed (gzip, the larger of the two encodings). */
export const SEARCH_BUDGETS = { indexGzipBytes: 250 * 1024, firstResultMs: 300, p95Ms: 10, queries: 100 };

/** What readers look for, typed one character at a time: every prefix is a query (typos included). */
export const TYPED_QUERIES = [
  'baseline',
  'match level',
  'batch',
  'api key',
  'check settings',
  'ultrafast grid',
  'branch',
  'install',
  'ignore region',
  'jenkins',
  'viewport',
  'accessibility',
  'root cause',
  'configuraton',
  'runner',
  'storybook',
  'layout',
  'ocr',
  'self healing',
  'github actions',
  'batchinfo',
  'concurrency',
];

/** Entered at once (as a paste or a fast typist would) to time the first result. */
export const FIRST_QUERY = 'baseline';

/** Every prefix of every typed query, in typing order (a single character finds nothing: terms are 2+). */
export function queriesAsTyped(typed = TYPED_QUERIES) {
  return typed.flatMap((query) => Array.from({ length: query.length }, (_, index) => query.slice(0, index + 1)));
}

/** The value below which `share` of the sorted samples lie (nearest rank). */
export function percentile(samples, share) {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/**
 * Sizes of the search files: the manifest and each data file it names.
 * @returns {{ indexFiles: { name: string, file: string, rawBytes: number, gzipBytes: number, brotliBytes: number }[],
 *   indexRawBytes: number, indexGzipBytes: number, indexBrotliBytes: number }}
 */
export function indexSizes(siteDir) {
  const dir = join(siteDir, 'search');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  } catch {
    throw new Error(`No search index in ${dir}: run "npx nx run docs-site:search-index" first.`);
  }
  const named = ['titles', 'full'].map((name) => {
    const file = manifest[name]?.file;
    if (typeof file !== 'string') {
      throw new Error(
        `${join(dir, 'manifest.json')} names no "${name}.file"; rebuild it (npx nx run docs-site:search-index).`,
      );
    }
    return { name, file };
  });
  const indexFiles = [...named, { name: 'manifest', file: 'manifest.json' }].map(({ name, file }) => {
    const bytes = readFileSync(join(dir, file));
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return {
      name,
      file,
      rawBytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
      brotliBytes: brotli.length,
    };
  });
  const sum = (key) => indexFiles.reduce((total, file) => total + file[key], 0);
  return {
    indexFiles,
    indexRawBytes: sum('rawBytes'),
    indexGzipBytes: sum('gzipBytes'),
    indexBrotliBytes: sum('brotliBytes'),
  };
}

/** In the page: resolves when `find()` gives an element, watching DOM changes (no polling delay). */
function untilInPage() {
  window.__untilElement = (find, timeoutMs = 10_000) =>
    new Promise((resolvePromise, reject) => {
      const found = find();
      if (found) return resolvePromise(found);
      const observer = new MutationObserver(() => {
        const element = find();
        if (element) {
          observer.disconnect();
          clearTimeout(timer);
          resolvePromise(element);
        }
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error('timed out waiting for the search dialog'));
      }, timeoutMs);
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
}

/** In the page, before search opens: records long tasks (over 50 ms) of the main thread. */
function watchLongTasks() {
  window.__longTasks = [];
  window.__longTaskObserver = new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries()));
  window.__longTaskObserver.observe({ type: 'longtask' });
}

/**
 * In the page: opens search with Ctrl+K, types `query` as soon as the box exists, times the
 * first result, then the full-text engine taking over.
 */
async function timeFirstResult(query) {
  const until = window.__untilElement;
  const started = performance.now();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
  const box = await until(() => document.querySelector('input[role="combobox"]'));
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setValue.call(box, query);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  const typed = performance.now();
  await until(() => document.querySelector('[role="listbox"] [role="option"]'));
  const shown = performance.now();
  await until(() => document.querySelector('[role="dialog"][data-status="ready"] [role="listbox"] [role="option"]'));
  const complete = performance.now();
  const measured = (name) => performance.getEntriesByName(name)[0]?.duration ?? Number.NaN;
  // Entries reach the observer's callback some time after the task: take the ones still queued.
  window.__longTasks.push(...window.__longTaskObserver.takeRecords());
  const longest = Math.max(
    0,
    ...window.__longTasks.filter((task) => task.startTime >= started).map((task) => task.duration),
  );
  return {
    fromOpen: shown - started,
    fromKeystroke: shown - typed,
    titlesLoad: measured('docs-search:load-titles'),
    fullFromOpen: complete - started,
    fullLoad: measured('docs-search:load-full'),
    longestTask: longest,
  };
}

/**
 * In the page (search open and loaded): types each query, waiting for its answer before the
 * next keystroke (the full-text engine answers from its worker), and returns the duration of
 * each query measure.
 */
async function timeQueries(queries) {
  const box = document.querySelector('input[role="combobox"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const answered = () => performance.getEntriesByName('docs-search:query').length;
  performance.clearMeasures('docs-search:query');
  for (const query of queries) {
    const before = answered();
    setValue.call(box, query);
    box.dispatchEvent(new Event('input', { bubbles: true }));
    const deadline = performance.now() + 2000;
    while (answered() === before && performance.now() < deadline) {
      await new Promise((done) => setTimeout(done, 0));
    }
  }
  return performance.getEntriesByName('docs-search:query').map((entry) => entry.duration);
}

function listen(server, port) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePromise(server.address().port));
  });
}

/**
 * @param {{ siteDir?: string, port?: number, queries?: string[], coldRuns?: number }} [options]
 *   `siteDir`: the built site (default apps/docs-site/dist/site); `port`: where to serve it
 *   (default: any free port); `queries`: typed in order; `coldRuns`: fresh contexts for the first result.
 */
export async function measureSearch({
  siteDir = resolve(import.meta.dirname, '../../apps/docs-site/dist/site'),
  port = 0,
  queries = queriesAsTyped(),
  coldRuns = 5,
} = {}) {
  const sizes = indexSizes(siteDir);
  const server = createStaticServer({ root: siteDir });
  const actualPort = await listen(server, port);
  const origin = `http://127.0.0.1:${actualPort}`;
  const browser = await chromium.launch({ executablePath: findChromium()?.executablePath, args: CHROMIUM_ARGS });
  try {
    const openPage = async (context) => {
      const page = await context.newPage();
      await page.goto(`${origin}/tutorials/getting-started/overview`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.evaluate(untilInPage);
      await page.evaluate(watchLongTasks);
      return page;
    };
    const firstResults = [];
    let page;
    for (let run = 0; run < coldRuns; run += 1) {
      const context = await browser.newContext();
      page = await openPage(context);
      firstResults.push(await page.evaluate(timeFirstResult, FIRST_QUERY));
      if (run < coldRuns - 1) await context.close();
    }
    const durations = await page.evaluate(timeQueries, queries);
    if (durations.length < queries.length) {
      throw new Error(
        `Only ${durations.length} of ${queries.length} queries were measured; is the site's search current?`,
      );
    }
    const median = (key) =>
      percentile(
        firstResults.map((result) => result[key]),
        0.5,
      );
    return {
      ...sizes,
      coldRuns,
      firstResultMs: median('fromOpen'),
      firstResultAfterKeystrokeMs: median('fromKeystroke'),
      titlesLoadMs: median('titlesLoad'),
      fullResultsMs: median('fullFromOpen'),
      fullLoadMs: median('fullLoad'),
      longestTaskMs: median('longestTask'),
      p50Ms: percentile(durations, 0.5),
      p95Ms: percentile(durations, 0.95),
      queries: durations.length,
    };
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
}

/** The figures as rows of the benchmark's table (tools/bench/report.mjs), budgets checked (OK / OVER). */
export function searchRows(result) {
  const sizes = (file) => `${kb(file.rawBytes)} (${kb(file.gzipBytes)}, ${kb(file.brotliBytes)})`;
  const fileRows = result.indexFiles.map((file) =>
    row(`search index file ${file.file} (${file.name}), raw (gzip, brotli)`, sizes(file)),
  );
  const total = {
    rawBytes: result.indexRawBytes,
    gzipBytes: result.indexGzipBytes,
    brotliBytes: result.indexBrotliBytes,
  };
  return [
    ...fileRows,
    row('search index, all files, raw (gzip, brotli)', sizes(total), {
      value: result.indexGzipBytes,
      budget: budget('atMost', SEARCH_BUDGETS.indexGzipBytes, `<= ${SEARCH_BUDGETS.indexGzipBytes / 1024} KB gzip`),
    }),
    row(
      `search: first result after opening, cold cache (median of ${result.coldRuns})`,
      `${ms(result.firstResultMs)} (${ms(result.firstResultAfterKeystrokeMs)} after the keystroke; titles index loaded in ${ms(result.titlesLoadMs)})`,
      {
        value: result.firstResultMs,
        budget: budget('below', SEARCH_BUDGETS.firstResultMs, `< ${SEARCH_BUDGETS.firstResultMs} ms`),
      },
    ),
    row(
      'search: full-text results after opening, cold cache',
      `${ms(result.fullResultsMs)} (full-text index loaded in ${ms(result.fullLoadMs)}; longest main-thread task ${ms(result.longestTaskMs)})`,
    ),
    row(`search: query latency p50 / p95 (${result.queries} queries)`, `${ms(result.p50Ms)} / ${ms(result.p95Ms)}`, {
      value: result.p95Ms,
      budget: budget('below', SEARCH_BUDGETS.p95Ms, `p95 < ${SEARCH_BUDGETS.p95Ms} ms`),
    }),
  ];
}

/** The figures as a Markdown table, with the budgets. */
export function searchTable(result) {
  return markdownTable(searchRows(result));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  const before = load();
  measureSearch({ port: Number(process.env.SEARCH_BENCH_PORT ?? 0) })
    .then((result) => {
      console.log(searchTable(result));
      console.log(`\n${cpus().length} CPUs; load average ${before} at start, ${load()} at end.`);
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
