/**
 * Search relevance, measured: runs every query of the relevance set
 * (queries.json beside this file) through the site's own search code
 * (src/search/engine.ts: the same MiniSearch settings and ranking the
 * browser runs, loaded in Node with Vite's `runnerImport`, the workspace's
 * libraries from source) against the built index in dist/site/search, and
 * scores where the expected result lands in the results as the dialog lists
 * them (its groups in order; other SDKs stay out, as with `All SDKs` off,
 * unless the entry says `"allSdks": true`: typed with the switch on).
 *
 * A hit is a result whose path is the expected one and, when the set names a
 * section (`/page#anchor`), whose anchor is that section: a reader asking for
 * a section wants to land on it, not at the top of a long page. The
 * page-level figures (any section of the expected page) are given beside,
 * for information.
 *
 * - success@1, success@3: share of queries with a hit first / in the first three;
 * - MRR@10: mean of 1/rank of the first hit within the first ten (0 when none).
 *
 * Used by the benchmark (tools/bench/search-relevance.mjs, which reports the
 * figures against their budgets) and by the floor test (e2e/search-relevance.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../../..');
export const RELEVANCE_SET = join(root, 'apps/docs-site/build/search/relevance/queries.json');
export const DEFAULT_SITE_DIR = join(root, 'apps/docs-site/dist/site');
/** Results looked at for MRR@10. */
export const CUTOFF = 10;

/**
 * Reads and checks the relevance set: a list of `{ query, expect, sdk?, allSdks?, kind, note? }`.
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
    if (entry.allSdks !== undefined && typeof entry.allSdks !== 'boolean') {
      throw new Error(`${where} ("${entry.query}"): "allSdks" must be true or false (the All SDKs switch when typed).`);
    }
    const key = `${entry.query}\u0000${entry.sdk ?? ''}\u0000${entry.allSdks === true}`;
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
  const { titles, full, sdkKeys, defaultSdk } = await loadSiteEngines(siteDir);
  const set = readRelevanceSet(file, sdkKeys);
  const times = [];
  const results = set.queries.map((entry) => {
    const sdk = entry.sdk ?? defaultSdk;
    const started = performance.now();
    const allSdks = entry.allSdks === true;
    const ranked = full.search(entry.query, { sdk, allSdks });
    times.push(performance.now() - started);
    const hrefs = shownHrefs(ranked);
    return {
      query: entry.query,
      sdk,
      allSdks,
      kind: entry.kind,
      expect: entry.expect,
      rank: rankOf(hrefs, entry.expect),
      pageRank: rankOf(hrefs, entry.expect, { pageLevel: true }),
      titlesRank: rankOf(shownHrefs(titles.search(entry.query, { sdk, allSdks })), entry.expect),
      top: hrefs.slice(0, 3),
    };
  });
  const figures = relevanceFigures(results.map((result) => result.rank));
  const pageFigures = relevanceFigures(results.map((result) => result.pageRank));
  // The first results come from the titles index alone, until the full text has loaded.
  const titlesFigures = relevanceFigures(results.map((result) => result.titlesRank));
  const evaluation = {
    queries: results.length,
    defaultSdk,
    ...figures,
    pageLevel: pageFigures,
    titlesOnly: titlesFigures,
    results,
    times,
  };
  return { ...evaluation, failing: failingQueries(evaluation) };
}

/** Queries whose expected result is not first, worst first. */
export function failingQueries(evaluation) {
  return evaluation.results
    .filter((result) => result.rank !== 1)
    .sort((a, b) => (b.rank ?? Infinity) - (a.rank ?? Infinity));
}
