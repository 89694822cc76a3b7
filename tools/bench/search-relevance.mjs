#!/usr/bin/env node
/**
 * Search relevance, measured: runs every query of the relevance set
 * (apps/docs-site/build/search/relevance/queries.json) through the site's own
 * search code (apps/docs-site/src/search/engine.ts: the same MiniSearch
 * settings and ranking the browser runs, loaded in Node with Vite's
 * `runnerImport`) against the built index in apps/docs-site/dist/site/search,
 * and scores where the expected page lands in the results as the dialog lists
 * them (the reader's SDK, then the general docs; other SDKs stay hidden as in
 * the dialog with `All SDKs` off).
 *
 * A hit is a result whose path is the expected one and, when the set names a
 * section (`/page#anchor`), whose anchor is that section: a reader asking for
 * a section wants to land on it. The page-level figure (any section of the
 * expected page) is reported beside it, for information.
 *
 * - success@1, success@3: share of queries with a hit first / in the first three;
 * - MRR@10: mean of 1/rank of the first hit within the first ten (0 when none).
 *
 * `evaluateRelevance()` returns the figures; `relevanceRows()` gives the
 * benchmark's rows (budgets success@3 >= 0.9, MRR@10 >= 0.8, reported, never
 * enforced); `node tools/bench/search-relevance.mjs` prints them with the
 * failing queries.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budget, markdownTable, row } from './report.mjs';

const root = resolve(import.meta.dirname, '../..');
export const RELEVANCE_SET = join(root, 'apps/docs-site/build/search/relevance/queries.json');
export const DEFAULT_SITE_DIR = join(root, 'apps/docs-site/dist/site');
/** Budgets of issue #22, over the whole set. */
export const RELEVANCE_BUDGETS = { successAt3: 0.9, mrrAt10: 0.8 };
/** Results looked at for MRR@10. */
export const CUTOFF = 10;

/**
 * Reads and checks the relevance set: a list of `{ query, expect, sdk?, kind, note? }`.
 * @param {string} [file]
 * @param {readonly string[]} [sdkKeys] the catalogue's SDK keys, to check `sdk`
 */
export function readRelevanceSet(file = RELEVANCE_SET, sdkKeys) {
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The relevance set ${file} could not be read as JSON (${error.message})`, { cause: error });
  }
  const queries = Array.isArray(data) ? data : data?.queries;
  if (!Array.isArray(queries)) throw new Error(`The relevance set ${file} has no "queries" list.`);
  const seen = new Set();
  queries.forEach((entry, index) => {
    const where = `${file}, queries[${index}]`;
    if (typeof entry?.query !== 'string' || entry.query.trim() === '') {
      throw new Error(`${where}: "query" must be a non-empty string.`);
    }
    if (typeof entry.expect !== 'string' || !entry.expect.startsWith('/')) {
      throw new Error(`${where} ("${entry.query}"): "expect" must be a site path such as "/concepts/x#section".`);
    }
    if (entry.sdk !== undefined && sdkKeys && !sdkKeys.includes(entry.sdk)) {
      throw new Error(
        `${where} ("${entry.query}"): unknown sdk "${entry.sdk}"; expected one of ${sdkKeys.join(', ')}.`,
      );
    }
    const key = `${entry.query}\u0000${entry.sdk ?? ''}`;
    if (seen.has(key)) throw new Error(`${where}: "${entry.query}" is listed twice for the same SDK.`);
    seen.add(key);
  });
  return { defaultSdk: data.defaultSdk, queries };
}

/** `/a/b#c` -> `{ path: '/a/b', anchor: 'c' }`; no anchor -> `''`. */
export function splitHref(href) {
  const at = href.indexOf('#');
  return at < 0 ? { path: href, anchor: '' } : { path: href.slice(0, at), anchor: href.slice(at + 1) };
}

/**
 * Rank (1-based) of the first result matching `expect`, or `undefined`.
 * @param {readonly string[]} hrefs the results in the order shown
 * @param {string} expect `/page` or `/page#anchor`
 * @param {{ pageLevel?: boolean }} [options] `pageLevel`: any section of the page counts
 */
export function rankOf(hrefs, expect, { pageLevel = false } = {}) {
  const wanted = splitHref(expect);
  const index = hrefs.findIndex((href) => {
    const { path, anchor } = splitHref(href);
    return path === wanted.path && (pageLevel || wanted.anchor === '' || anchor === wanted.anchor);
  });
  return index < 0 ? undefined : index + 1;
}

/** success@1, success@3 and MRR@10 of a list of ranks (`undefined`: not found). */
export function relevanceFigures(ranks) {
  const count = ranks.length || 1;
  const share = (test) => ranks.filter((rank) => rank !== undefined && test(rank)).length / count;
  return {
    successAt1: share((rank) => rank === 1),
    successAt3: share((rank) => rank <= 3),
    mrrAt10: ranks.reduce((total, rank) => total + (rank !== undefined && rank <= CUTOFF ? 1 / rank : 0), 0) / count,
  };
}

/** The site's search engine module, loaded from source with Vite (as the benchmark of the MDX compile does). */
async function loadEngineModule() {
  const { runnerImport } = await import('vite');
  const load = (file) =>
    runnerImport(join(root, file), {
      configFile: false,
      logLevel: 'silent',
      // The workspace's libraries from their source, like the site's own build (no library build needed).
      environments: { inline: { resolve: { noExternal: [/^@docs\//], conditions: ['@docs/source', 'import'] } } },
    }).then(({ module }) => module);
  const [engine, catalog] = await Promise.all([
    load('apps/docs-site/src/search/engine.ts'),
    load('libs/sdk-catalog/src/index.ts'),
  ]);
  return { engine, catalog };
}

/**
 * The site's two search engines over the built index in `siteDir/search`.
 * @returns {Promise<{ titles: import('../../apps/docs-site/src/search/engine').SearchEngine,
 *   full: import('../../apps/docs-site/src/search/engine').SearchEngine, sdkKeys: string[], defaultSdk: string }>}
 */
export async function loadSiteEngines(siteDir = DEFAULT_SITE_DIR) {
  const dir = join(siteDir, 'search');
  let titlesText;
  try {
    titlesText = readFileSync(join(dir, 'titles.json'), 'utf8');
  } catch {
    throw new Error(`No search index in ${dir}: run "npx nx run docs-site:search-index" first.`);
  }
  const { engine, catalog } = await loadEngineModule();
  const titlesData = JSON.parse(titlesText);
  const fullUrl = join(dir, titlesData.full);
  const titles = engine.createTitlesEngine(titlesData);
  const full = await engine.createFullTextEngine(titlesData, readFileSync(fullUrl, 'utf8'), fullUrl);
  return { titles, full, sdkKeys: [...catalog.SDK_KEYS], defaultSdk: catalog.DEFAULT_SDK };
}

/** The hrefs of ranked results in the order the dialog shows them (groups in order). */
export const shownHrefs = (ranked) => ranked.groups.flatMap((group) => group.results.map((result) => result.href));

/**
 * Runs the relevance set through the site's full-text engine.
 * @param {{ siteDir?: string, file?: string }} [options]
 */
export async function evaluateRelevance({ siteDir = DEFAULT_SITE_DIR, file = RELEVANCE_SET } = {}) {
  const { full, sdkKeys, defaultSdk } = await loadSiteEngines(siteDir);
  const set = readRelevanceSet(file, sdkKeys);
  const times = [];
  const results = set.queries.map((entry) => {
    const sdk = entry.sdk ?? defaultSdk;
    const started = performance.now();
    const ranked = full.search(entry.query, { sdk, allSdks: false });
    times.push(performance.now() - started);
    const hrefs = shownHrefs(ranked);
    return {
      query: entry.query,
      sdk,
      kind: entry.kind,
      expect: entry.expect,
      rank: rankOf(hrefs, entry.expect),
      pageRank: rankOf(hrefs, entry.expect, { pageLevel: true }),
      top: hrefs.slice(0, 3),
    };
  });
  const figures = relevanceFigures(results.map((result) => result.rank));
  const pageFigures = relevanceFigures(results.map((result) => result.pageRank));
  return { queries: results.length, defaultSdk, ...figures, pageLevel: pageFigures, results, times };
}

/** Queries whose expected result is not first, worst first. */
export function failingQueries(evaluation) {
  return evaluation.results
    .filter((result) => result.rank !== 1)
    .sort((a, b) => (b.rank ?? Infinity) - (a.rank ?? Infinity));
}

const fixed = (value) => value.toFixed(3);

/** The figures as rows of the benchmark's table (tools/bench/report.mjs), budgets checked (OK / OVER). */
export function relevanceRows(evaluation) {
  const failing = failingQueries(evaluation).filter((result) => result.rank === undefined || result.rank > 3);
  return [
    row(`search relevance: success@1 (${evaluation.queries} queries)`, fixed(evaluation.successAt1)),
    row('search relevance: success@3', fixed(evaluation.successAt3), {
      value: evaluation.successAt3,
      budget: budget('atLeast', RELEVANCE_BUDGETS.successAt3, `>= ${RELEVANCE_BUDGETS.successAt3}`),
    }),
    row('search relevance: MRR@10', fixed(evaluation.mrrAt10), {
      value: evaluation.mrrAt10,
      budget: budget('atLeast', RELEVANCE_BUDGETS.mrrAt10, `>= ${RELEVANCE_BUDGETS.mrrAt10}`),
    }),
    row(
      'search relevance: page level (any section of the page) success@1 / @3 / MRR@10',
      `${fixed(evaluation.pageLevel.successAt1)} / ${fixed(evaluation.pageLevel.successAt3)} / ${fixed(evaluation.pageLevel.mrrAt10)}`,
    ),
    row(
      `search relevance: queries not in the first 3 (${failing.length})`,
      failing.map((result) => `"${result.query}" (${result.sdk}): ${result.rank ?? 'not in results'}`).join('; ') ||
        'none',
    ),
  ];
}

/** Every query with its rank and first results, as a Markdown table. */
export function perQueryTable(evaluation) {
  const lines = ['| query | SDK | expected | rank | first results |', '| --- | --- | --- | --- | --- |'];
  for (const result of evaluation.results) {
    lines.push(
      `| ${result.query} | ${result.sdk} | ${result.expect} | ${result.rank ?? '-'} | ${result.top.join('<br>')} |`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  evaluateRelevance()
    .then((evaluation) => {
      if (process.argv.includes('--all')) console.log(`${perQueryTable(evaluation)}\n`);
      console.log(markdownTable(relevanceRows(evaluation)));
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    });
}
