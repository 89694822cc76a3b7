#!/usr/bin/env node
/**
 * Measures the site's offline search in Chromium, against the built site
 * served with the production rules (tools/server/static-server.mjs):
 *
 * - index size: every file under `dist/site/search/`, raw and gzip (level 9);
 * - first result on a cold cache: from opening search (Ctrl+K) with a word
 *   entered as soon as the box is there, to the first result on screen, in a
 *   fresh browser context (nothing cached); the median of a few runs, with
 *   the part spent fetching and loading the index (`docs-search:load`);
 * - query latency: the time of each query (index lookup and ranking, the
 *   User Timing measure `docs-search:query` the site records) while a reader
 *   types queries character by character, as p50 and p95.
 *
 * `measureSearch()` returns the numbers; `node tools/bench/search-bench.mjs`
 * prints them as a table with the budgets of issue #8. Budgets are reported,
 * never enforced here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { createStaticServer } from '../server/static-server.mjs';

export const SEARCH_BUDGETS = { indexGzipBytes: 500 * 1024, firstResultMs: 300, p95Ms: 10, queries: 100 };

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

/** Sizes of the files under `search/`. */
export function indexSizes(siteDir) {
  const dir = join(siteDir, 'search');
  let files;
  try {
    files = readdirSync(dir).map((name) => readFileSync(join(dir, name)));
  } catch {
    throw new Error(`No search index in ${dir}: run "npx nx run docs-site:search-index" first.`);
  }
  return {
    indexRawBytes: files.reduce((total, file) => total + file.length, 0),
    indexGzipBytes: files.reduce((total, file) => total + gzipSync(file, { level: 9 }).length, 0),
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

/** In the page: opens search with Ctrl+K, types `query` as soon as the box exists, times the first result. */
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
  const load = performance.getEntriesByName('docs-search:load')[0]?.duration ?? Number.NaN;
  return { fromOpen: shown - started, fromKeystroke: shown - typed, load };
}

/** In the page (search open and loaded): types each query and returns the duration of each query measure. */
async function timeQueries(queries) {
  const box = document.querySelector('input[role="combobox"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  performance.clearMeasures('docs-search:query');
  for (const query of queries) {
    setValue.call(box, query);
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((done) => setTimeout(done, 0));
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
  coldRuns = 3,
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
    return {
      ...sizes,
      firstResultMs: percentile(
        firstResults.map((result) => result.fromOpen),
        0.5,
      ),
      firstResultAfterKeystrokeMs: percentile(
        firstResults.map((result) => result.fromKeystroke),
        0.5,
      ),
      indexLoadMs: percentile(
        firstResults.map((result) => result.load),
        0.5,
      ),
      p50Ms: percentile(durations, 0.5),
      p95Ms: percentile(durations, 0.95),
      queries: durations.length,
    };
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
}

/** The figures as a Markdown table, with the budgets. */
export function searchTable(result) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  const rows = [
    ['search index, raw', kb(result.indexRawBytes), ''],
    ['search index, gzip', kb(result.indexGzipBytes), `< ${kb(SEARCH_BUDGETS.indexGzipBytes)}`],
    ['first result after opening, cold cache', ms(result.firstResultMs), `< ${SEARCH_BUDGETS.firstResultMs} ms`],
    ['first result after the first keystroke', ms(result.firstResultAfterKeystrokeMs), ''],
    ['of which: fetching and loading the index', ms(result.indexLoadMs), ''],
    [`query latency p50 (${result.queries} queries)`, ms(result.p50Ms), ''],
    [`query latency p95 (${result.queries} queries)`, ms(result.p95Ms), `< ${SEARCH_BUDGETS.p95Ms} ms`],
  ];
  return ['| search | value | budget |', '| --- | ---: | ---: |', ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureSearch({ port: Number(process.env.SEARCH_BENCH_PORT ?? 0) })
    .then((result) => console.log(searchTable(result)))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
