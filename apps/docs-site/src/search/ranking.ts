import { sdksInclude } from '@docs/content-model';
import { isSdkAlias, limitingSdks, SDK_ALIASES, sdkForPath, type SdkKey } from '@docs/sdk-catalog';
import { matchedRow } from './matchedRow';
import { sdkHomePaths } from './namedSdks';
import { MIN_RELATIVE_SCORE } from './searchIndex';
import { identifierParts, tokenize } from './searchTerms.mjs';

/**
 * How a page relates to the reader's SDK: written for it, general docs, for
 * another SDK the query names (`named`: "testcafe", "cypress install"), or
 * for other SDKs only.
 */
export type SdkRelation = 'sdk' | 'named' | 'general' | 'other';

/** What ranking needs of a page. */
export interface RankPage {
  path: string;
  title: string;
  /** The SDKs the page is for; `undefined` for general docs. */
  sdks?: readonly SdkKey[];
}

/** What ranking needs of a section (a document of the index). */
export interface RankSection {
  page: number;
  anchor: string;
  heading: string;
  excerpt: string;
  /** The section's table rows (`name · description`): a result shows the row it matched. */
  rows?: readonly string[];
}

/** A match from the index, best first as MiniSearch gives them. */
export interface SearchHit {
  id: number;
  score: number;
  terms: readonly string[];
  /** Every word of the query is in the section's heading or its page's title (on the page's lead). */
  named?: boolean;
}

export interface RankedResult {
  /** The section's id in the index, as a string. */
  id: string;
  /** Route path with the section's anchor. */
  href: string;
  title: string;
  heading?: string;
  excerpt: string;
  /** The index terms matched, for highlighting. */
  matches: readonly string[];
  sdks?: readonly SdkKey[];
}

export interface RankedGroup {
  relation: SdkRelation;
  results: RankedResult[];
  /** For the `named` group: the SDKs the query names. */
  sdks?: readonly SdkKey[];
  /**
   * The general docs' results that rank below the reader's SDK's best, shown after its group
   * (`More general docs`) when the general group leads with the results that outrank it.
   */
  more?: true;
}

export interface RankedResults {
  /**
   * `named` (SDKs the query names) first, then `sdk` and `general`, the one
   * with the better best result first, and (with `allSdks`) `other` last;
   * empty groups left out.
   */
  groups: RankedGroup[];
  /**
   * Results of other SDKs left out because `allSdks` is off: as many as turning it on would show
   * (at most `perOtherGroup`), so "12 more in other SDKs" is what the reader then gets.
   */
  hiddenCount: number;
}

export interface RankOptions {
  /** The reader's SDK. */
  sdk: SdkKey;
  /** Include pages written for other SDKs only. */
  allSdks: boolean;
  /** Most results per group of the reader's scope; default 8. */
  perGroup?: number;
  /**
   * Most results of other SDKs, shown when `allSdks` is on; default 30: a reader who asks for
   * every SDK (say, for "appium") gets each SDK's pages, not only the first 8.
   */
  perOtherGroup?: number;
  /** Most sections of one page; default 3. */
  perPage?: number;
  /** Matches scoring under this share of the best one are noise (a stray fuzzy match); default `MIN_RELATIVE_SCORE`. */
  minRelativeScore?: number;
  /** How the index processed words (stop words give `null`); default lower case. */
  processTerm?: (term: string) => string | null;
  /** The query as searched: a page whose title it is (`titleIs`) comes first. */
  query?: string;
  /** How the index processed a word into terms (`searchTerms.mjs`), to find the table row a match is about. */
  indexTerms?: (word: string) => string[] | null;
  /** Other SDKs the query names (`sdksNamedBy`): their pages are shown, in their own group, first. */
  named?: readonly SdkKey[];
  /** The query is only SDK names ("testcafe"): those SDKs' overview and quickstart come first. */
  namesOnly?: boolean;
}

/**
 * Weights of a match, multiplying the index's score. A section whose heading
 * or page title holds the whole query answers it better than one that only
 * mentions the words; the reader's SDK's pages come before general pages that
 * match about as well, but not before a general page named by the query
 * ("match level" finds the Match levels page before Cypress's configuration).
 * A page whose title is the query (`titleIs`: "baseline" and `Baselines`)
 * is what the reader asked for, before any section that has the words in a
 * longer name (`Baseline history`) and whichever SDK it is for. A blog post
 * tells one story of a subject: a docs page that matches as well comes first.
 * A query written as code (`eyes.check`, `setMatchLevel`, `check()`) asks for
 * an API, which is the reader's SDK's (`sdkCode` instead of `sdk`).
 */
export const RANK_WEIGHTS = {
  named: 8,
  sdk: 1.5,
  sdkCode: 3,
  titleIs: 4,
  blog: 0.5,
  apiName: 8,
  serverApi: 0.25,
} as const;

/**
 * Words that ask for the server's REST API (`api endpoint`, `rest batch`, `http request`): with
 * one of them a server API reference page keeps its full weight, as it does when the query names
 * it (`delete batch`, `list batch results`); for other words (`batch`, `proxy`) it counts
 * `serverApi` (a quarter), after the concept and SDK pages that tell how to do it.
 */
const SERVER_API_WORDS = new Set(['api', 'apis', 'endpoint', 'endpoints', 'rest', 'http', 'request', 'response']);

/** Whether a path is a page of the server API reference (its REST endpoints). */
export const isServerApiPath = (path: string) =>
  path === '/reference/server-api' || path.startsWith('/reference/server-api/');

/** Whether a query asks for the REST API by one of its words (`SERVER_API_WORDS`). */
export function asksForServerApi(query: string): boolean {
  return tokenize(query).some((word) => SERVER_API_WORDS.has(word.toLowerCase()));
}

/**
 * The words that tell an alias's pages from its SDK's own (`angular` for the
 * `sdks/storybook-angular/` pages of Storybook), or `undefined` for a page
 * not in an alias's folder.
 */
export function variantWords(path: string): string[] | undefined {
  const folder = /^\/sdks\/([^/]+)/.exec(path)?.[1];
  if (!isSdkAlias(folder)) return undefined;
  const own = new Set(SDK_ALIASES[folder].split('-'));
  return folder.split('-').filter((word) => !own.has(word));
}

/**
 * Whether a page is a variant of the reader's SDK the query does not ask for:
 * the Storybook for Angular pages (`sdks/storybook-angular/`, which belong to
 * `storybook`, the one Storybook a reader can choose) are another SDK's to a
 * Storybook reader unless the query says `angular`; else each search would
 * give every Storybook page twice, the Angular one first as often as not.
 */
export function unaskedVariant(path: string, queryWords: ReadonlySet<string>): boolean {
  const words = variantWords(path);
  return words !== undefined && !words.every((word) => queryWords.has(word));
}

/**
 * Whether a query is written as code: a member access (`eyes.check`,
 * `cy.eyesOpen`), a camelCase name (`setMatchLevel`, not a product name such
 * as `GitHub`: `identifierParts`), a snake_case name in lower case
 * (`check_window`, Python's and Ruby's spelling; `EYES_BATCH_ID` is an
 * environment variable, not an API) or a call (`check()`).
 */
export function looksLikeCode(query: string): boolean {
  return (
    /[\p{L}\p{N}_]\.[\p{L}_]|\w\(|\p{Ll}_\p{Ll}/u.test(query) ||
    tokenize(query).some((word) => identifierParts(word).length > 1)
  );
}

/** Words that make a name an accessor (`setBatch`, `getBatch`, `isDisabled`), which a language with properties leaves out. */
const ACCESSOR_WORDS = new Set(['set', 'get', 'is']);

/**
 * The API name a query written as code asks for, as member tables name it:
 * the last member of an access or call (`eyes.check` and `eyes.check()` ->
 * `check`), or the name itself (`check_window`), in every SDK's
 * language, for comparing with a member's name (`apiSpelling`): the name's
 * words run together (`setBatch`, `SetBatch` in C#, `set_batch` in Python and
 * Ruby are all `setbatch`) and, for an accessor, the property it sets or gets
 * (`batch`: Python's `config.batch`, Storybook's `batch` setting). Empty for a
 * query that is not one name.
 */
export function apiNameSpellings(query: string): string[] {
  const name = /^\s*(?:[\p{L}_][\p{L}\p{N}_]*\.)*([\p{L}_][\p{L}\p{N}_]*)(?:\(\))?\s*$/u.exec(query)?.[1];
  if (!name || !looksLikeCode(query)) return [];
  const words = name
    .split('_')
    .flatMap(identifierParts)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
  const property = words.length > 1 && ACCESSOR_WORDS.has(words[0] ?? '') ? [words.slice(1).join('')] : [];
  return [words.join(''), ...property];
}

/** A member's name as `apiNameSpellings` spells it: lower case, without underscores. */
export const apiSpelling = (name: string) => name.replace(/_/g, '').toLowerCase();

/**
 * Whether one of a section's table rows (`name · description`) is the member
 * the query names, in the row's language's spelling (`apiNameSpellings`:
 * `set_batch` and `batch` are the member `setBatch` asks for).
 */
export function rowNamed(rows: readonly string[] | undefined, spellings: readonly string[]): boolean {
  if (!rows || spellings.length === 0) return false;
  // The member's own name: `cy.eyesCheckWindow` is `eyesCheckWindow`, `check()` is `check`.
  return rows.some((row) =>
    spellings.includes(apiSpelling(row.split(' · ', 1)[0]?.replace(/\(\)$/, '').replace(/^.*\./, '') ?? '')),
  );
}

const lowerCase = (term: string) => term.toLowerCase();

/**
 * The share of a name's words (a page title or section heading) that the hit
 * matched: 1 when the query names exactly this section ("match level" and
 * "Match levels"), less for a longer name ("Setting the match level"). Words
 * joined by a slash are one name (`CI/CD`, `A/B`): "ci" names the `CI/CD`
 * section in full, as it names the `Travis CI` page by half.
 */
export function nameCoverage(
  name: string,
  terms: readonly string[],
  processTerm: (term: string) => string | null = lowerCase,
): number {
  const words = name
    .split(/\s+/)
    .map((word) => nameWords(word, processTerm))
    .filter((parts) => parts.length > 0);
  if (words.length === 0) return 0;
  const matched = new Set(terms);
  return words.filter((parts) => parts.some((part) => matched.has(part))).length / words.length;
}

/** The terms of a name or query as the index processed them, in order (stop words left out). */
function nameWords(name: string, processTerm: (term: string) => string | null): string[] {
  return tokenize(name)
    .map(processTerm)
    .filter((word) => word !== null);
}

/** A word without a plural `s` (`baselines` -> `baseline`, `class` stays): to compare names only. */
const singular = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word);

/**
 * What a page's title names, for comparing with a query: without the SDK it
 * is for, on a page of the reader's SDK (`Configuration: Cypress` ->
 * `Configuration` for a Cypress reader) and without the word
 * `SDK` (`Storybook SDK` -> `Storybook`), which a reader leaves out.
 */
function pageName(title: string, sdkPage: boolean): string {
  const name = sdkPage ? title.replace(/:[^:]*$/, '') : title;
  return name.replace(/\bSDK\b/g, ' ');
}

/**
 * Whether a page's title is the query, in any case and singular or plural:
 * "baseline" is `Baselines`, "storybook" is `Storybook SDK`, "configuration"
 * is `Configuration: Cypress`; "baseline" is not `Baseline history`.
 */
export function titleIsQuery(
  title: string,
  query: string,
  {
    sdkPage = false,
    processTerm = lowerCase,
  }: { sdkPage?: boolean; processTerm?: (term: string) => string | null } = {},
): boolean {
  return sameName(nameWords(query, processTerm).map(singular), title, sdkPage, processTerm);
}

/** Whether a title (as `pageName` reads it) is these words, singular, in order. */
function sameName(
  wanted: readonly string[],
  title: string,
  sdkPage: boolean,
  processTerm: (term: string) => string | null,
): boolean {
  if (wanted.length === 0) return false;
  const named = nameWords(pageName(title, sdkPage), processTerm).map(singular);
  return wanted.length === named.length && wanted.every((word, at) => word === named[at]);
}

/**
 * Whether a title (as `pageName` reads it) is, word for word in any order,
 * the terms a hit matched, singular: a typo the index corrected (`baslines`
 * matched `baselines`) names the page as the word typed right would.
 */
function sameWords(
  terms: readonly string[],
  title: string,
  sdkPage: boolean,
  processTerm: (term: string) => string | null,
): boolean {
  const matched = new Set(terms.map(singular));
  const named = new Set(nameWords(pageName(title, sdkPage), processTerm).map(singular));
  return matched.size > 0 && matched.size === named.size && [...matched].every((word) => named.has(word));
}

/**
 * Whether a path is a blog post's or a changelog's: each tells a story (a release's changes),
 * and a docs page that matches as well answers first (`eyesCheckWindow`: the Eyes reference's
 * member, not the 4.0.0 release note).
 */
const isStoryPath = (path: string) => path === '/blog' || path.startsWith('/blog/') || path.endsWith('/changelog');

/** What, beyond the index's score, makes a hit rank higher or lower. */
export interface RankFactors {
  relation: SdkRelation;
  /** Share of the section's name the query covers (`nameCoverage`), for a named hit. */
  coverage: number;
  /** The hit is a page's top and its title is the query (`titleIsQuery`). */
  titleIs?: boolean;
  /** The hit is in a blog post or a changelog. */
  blog?: boolean;
  /** The query is written as code (`looksLikeCode`). */
  code?: boolean;
  /** A table row of the section is the API member the query names (`rowNamed`). */
  apiName?: boolean;
  /** A server API reference page, for a query that neither names it nor asks for the REST API. */
  serverApi?: boolean;
}

/**
 * The score a hit ranks by: the index's, weighted up for a section its query
 * names (by the share of the name it covers), for a page whose title is the
 * query and for the reader's SDK, and down for a blog post.
 */
export function rankScore(
  hit: SearchHit,
  { relation, coverage, titleIs = false, blog = false, code = false, apiName = false, serverApi = false }: RankFactors,
): number {
  const named = hit.named ? 1 + (RANK_WEIGHTS.named - 1) * coverage : 1;
  // An SDK the query names counts as the reader's own.
  const sdkWeight = relation === 'sdk' || relation === 'named' ? (code ? RANK_WEIGHTS.sdkCode : RANK_WEIGHTS.sdk) : 1;
  return (
    hit.score *
    named *
    (titleIs ? RANK_WEIGHTS.titleIs : 1) *
    sdkWeight *
    (apiName ? RANK_WEIGHTS.apiName : 1) *
    (blog ? RANK_WEIGHTS.blog : 1) *
    (serverApi ? RANK_WEIGHTS.serverApi : 1)
  );
}

/**
 * The SDKs a page is for: the SDK that owns its path (`sdks/<key>/…`,
 * `playwright/…`), else the SDKs its `sdks` front matter stands for (keys, aliases,
 * platforms, API families: `limitingSdks`), else none (`undefined`: general docs, as
 * for `sdks: [all]` or values covering every SDK).
 */
export function pageSdks(path: string, frontMatter?: readonly string[]): SdkKey[] | undefined {
  const owner = sdkForPath(path);
  if (owner) return [owner];
  const keys = limitingSdks(frontMatter);
  return keys && keys.length > 0 ? [...keys] : undefined;
}

/** How a page with these SDKs relates to the reader's SDK. */
export function sdkRelation(sdks: readonly SdkKey[] | undefined, sdk: SdkKey): SdkRelation {
  if (!sdks) return 'general';
  return sdksInclude(sdks, sdk) ? 'sdk' : 'other';
}

/** `/a/b` and `#c` -> `/a/b#c`; no anchor for the top of a page. */
export function resultHref(path: string, anchor: string): string {
  return anchor ? `${path}#${anchor}` : path;
}

const ORDER: readonly SdkRelation[] = ['named', 'sdk', 'general', 'other'];

/**
 * The order of the groups: the SDKs the query names first (the reader asked
 * for them by name), then the reader's SDK and the general docs, the one
 * with the better best result first, and other SDKs last, whatever their
 * scores: with `All SDKs` on, the reader's SDK still "ranks higher" (thirty
 * rows of other SDKs before it would bury it).
 */
function groupOrder(groupScore: ReadonlyMap<SdkRelation, number>): (a: SdkRelation, b: SdkRelation) => number {
  const tier = (relation: SdkRelation) => (relation === 'named' ? 0 : relation === 'other' ? 2 : 1);
  return (a, b) => tier(a) - tier(b) || (groupScore.get(b) ?? 0) - (groupScore.get(a) ?? 0);
}

/**
 * Puts index matches in the order a reader wants, by `rankScore`, in groups:
 * results for their SDK, the general docs and (only with `allSdks`) pages for
 * other SDKs, each group where its best result ranks: the group with the best
 * result first, so with `allSdks` the Storybook SDK's page comes before blog
 * posts for "storybook".
 * Leaves out noise (far below the best score) and more than `perPage`
 * sections of one page.
 */
export function rankHits(
  hits: readonly SearchHit[],
  pages: readonly RankPage[],
  sections: readonly RankSection[],
  {
    sdk,
    allSdks,
    perGroup = 8,
    perOtherGroup = 30,
    perPage = 3,
    minRelativeScore = MIN_RELATIVE_SCORE,
    processTerm = lowerCase,
    query = '',
    indexTerms = (word) => [word.toLowerCase()],
    named = [],
    namesOnly = false,
  }: RankOptions,
): RankedResults {
  const groups = new Map<SdkRelation, RankedResult[]>(ORDER.map((relation) => [relation, []]));
  const groupScore = new Map<SdkRelation, number>();
  const perPageCount = new Map<number, number>();
  const code = looksLikeCode(query);
  const apiNames = apiNameSpellings(query);
  const queryName = nameWords(query, processTerm).map(singular);
  const homes = new Set(namesOnly ? named.flatMap(sdkHomePaths) : []);
  const queryWords = new Set(tokenize(query).map((word) => word.toLowerCase()));
  const restQuery = asksForServerApi(query);
  // MiniSearch gives hits best first.
  const best = hits[0]?.score ?? 0;
  const ranked = hits.flatMap((hit) => {
    const section = sections[hit.id];
    const page = section && pages[section.page];
    if (hit.score < best * minRelativeScore || !section || !page) return [];
    const own = unaskedVariant(page.path, queryWords) ? 'other' : sdkRelation(page.sdks, sdk);
    const relation = own === 'other' && page.sdks?.some((key) => named.includes(key)) ? 'named' : own;
    // "Check settings: Cypress" is the Check settings page to a Cypress reader, not to others.
    const sdkPage = relation === 'sdk' && sdkForPath(page.path) !== undefined;
    const name = section.anchor === '' ? page.title : section.heading;
    // A typo keeps the page the query names: "baslines" matched `baselines`, the title's word.
    const titleIs =
      section.anchor === '' &&
      (sameName(queryName, page.title, sdkPage, processTerm) ||
        sameWords(hit.terms, page.title, sdkPage, processTerm) ||
        homes.has(page.path));
    // A title that is the query names the page in full, though the word matched is in its text
    // ("basline" matched `baseline` in the Baselines page's lead, not `baselines` in its title).
    const coverage = hit.named ? nameCoverage(name, hit.terms, processTerm) : titleIs ? 1 : 0;
    const score = rankScore(titleIs ? { ...hit, named: true } : hit, {
      relation,
      coverage,
      titleIs,
      blog: isStoryPath(page.path),
      code,
      apiName: relation === 'sdk' && rowNamed(section.rows, apiNames),
      // "delete batch" names the Delete batch page (the whole of its title or heading): it keeps its weight.
      serverApi: isServerApiPath(page.path) && !restQuery && !(hit.named && coverage === 1) && !titleIs,
    });
    return [{ hit, section, page, relation, score }];
  });
  ranked.sort((a, b) => b.score - a.score);
  let hiddenCount = 0;
  const generalScores: number[] = [];
  for (const { hit, section, page, relation, score } of ranked) {
    const shown = perPageCount.get(section.page) ?? 0;
    if (shown >= perPage) continue;
    perPageCount.set(section.page, shown + 1);
    if (relation === 'other' && !allSdks) {
      hiddenCount = Math.min(perOtherGroup, hiddenCount + 1);
      continue;
    }
    const group = groups.get(relation) ?? [];
    if (group.length >= (relation === 'other' ? perOtherGroup : perGroup)) continue;
    if (!groupScore.has(relation)) groupScore.set(relation, score);
    if (relation === 'general') generalScores.push(score);
    group.push({
      id: String(hit.id),
      href: resultHref(page.path, section.anchor),
      title: page.title,
      ...(section.heading ? { heading: section.heading } : {}),
      excerpt: (section.rows && matchedRow(section.rows, hit.terms, indexTerms)) ?? section.excerpt,
      matches: hit.terms,
      ...(page.sdks ? { sdks: page.sdks } : {}),
    });
  }
  const order = groupOrder(groupScore);
  const ordered: RankedGroup[] = ORDER.map((relation) => ({
    relation,
    results: groups.get(relation) ?? [],
    ...(relation === 'named' ? { sdks: named } : {}),
  }))
    .filter((group) => group.results.length > 0)
    .sort((a, b) => order(a.relation, b.relation));
  return { groups: withGeneralSplit(ordered, generalScores, groupScore.get('sdk')), hiddenCount };
}

/**
 * The groups with the general docs, when they come before the reader's SDK,
 * cut where their results rank below its best: those that outrank it lead,
 * its group follows, and the rest come after it (`more`). "match level" for a
 * Selenium Java reader gives the Match levels page, then Selenium Java's
 * `setMatchLevel` rows, then the general pages that only mention matching;
 * before, eight general results came first, noise included, and the SDK's
 * rows from the ninth.
 */
function withGeneralSplit(
  groups: readonly RankedGroup[],
  generalScores: readonly number[],
  sdkBest: number | undefined,
): RankedGroup[] {
  const at = groups.findIndex((group) => group.relation === 'general');
  const general = groups[at];
  if (!general || sdkBest === undefined || groups[at + 1]?.relation !== 'sdk') return [...groups];
  const below = generalScores.findIndex((score) => score < sdkBest);
  if (below < 0) return [...groups];
  // The general group leads with at least its best result: it outranked the SDK's.
  const cut = Math.max(1, below);
  return [
    ...groups.slice(0, at),
    { ...general, results: general.results.slice(0, cut) },
    ...groups.slice(at + 1, at + 2),
    { relation: 'general', results: general.results.slice(cut), more: true },
    ...groups.slice(at + 2),
  ];
}
