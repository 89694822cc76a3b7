import type { SdkKey } from '@docs/sdk-catalog';
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import { sdksNamedBy, type NamedSdks } from './namedSdks';
import {
  apiNameSpellings,
  pageSdks,
  rankHits,
  rowNamed,
  type RankedResults,
  type RankPage,
  type RankSection,
  type SearchHit,
} from './ranking';
import { parseJson, parseSearchFull, type SearchFullData, type SearchTitlesData } from './searchData';
import { findHits, loadIndex, loadIndexAsync, searchAttempts, withVocabulary } from './searchIndex';
import { identifierParts, termProcessors, tokenize } from './searchTerms.mjs';
import vocabulary from './vocabulary.json';

/** Name of the User Timing measure of each query (read by the benchmark, tools/bench/search-bench.mjs). */
export const QUERY_MEASURE = 'docs-search:query';

export interface SearchEngine {
  /** Ranked results for a query; empty for a blank one. */
  search(query: string, options: { sdk: SdkKey; allSdks: boolean }): RankedResults;
  /** Sections in the index. */
  readonly documentCount: number;
  /**
   * `true` for the full-text engine; `false` for the titles engine, which
   * finds sections by page title and heading only and gives no excerpts.
   */
  readonly complete: boolean;
}

/**
 * The hits of a query that names SDKs, with the named SDKs' sections that
 * match its other words: their pages rarely repeat their SDK's name in each
 * section ("cypress install" finds Cypress's `Install the SDK` by `install`),
 * best first as MiniSearch gives them.
 */
function withNamedSdkHits(
  hits: readonly SearchHit[],
  index: MiniSearch,
  named: NamedSdks,
  attempts: readonly SearchOptions[],
  pages: readonly RankPage[],
  sections: readonly RankSection[],
): SearchHit[] {
  const byId = new Map(hits.map((hit) => [hit.id, hit]));
  // On the named SDKs' pages, the other words alone decide: their name is a given there, and
  // counting it again would put a page that repeats it (a quickstart's lead) before the section
  // the other words name (`Install the SDK`).
  for (const hit of findHits(index, named.rest, attempts)) {
    const page = pages[sections[hit.id]?.page ?? -1];
    if (page?.sdks?.some((key) => named.sdks.includes(key))) byId.set(hit.id, hit);
  }
  return [...byId.values()].sort((a, b) => b.score - a.score);
}

/** Ranks the index's matches for the reader's SDK, timing each query (lookup and ranking). */
function rankingEngine(
  titles: SearchTitlesData,
  index: MiniSearch,
  attempts: readonly SearchOptions[],
  full?: Pick<SearchFullData, 'excerpts' | 'rows'>,
): SearchEngine {
  const pages: RankPage[] = titles.pages.map(([path, title, sdks]) => {
    const keys = pageSdks(path, sdks);
    return keys ? { path, title, sdks: keys } : { path, title };
  });
  const rowsOf = new Map<number, string[]>();
  for (const [id, ...rows] of full?.rows.sections ?? []) {
    if (id !== undefined)
      rowsOf.set(
        id,
        rows.map((row) => full?.rows.text[row] ?? ''),
      );
  }
  const sections: RankSection[] = titles.sections.map(([page, anchor, heading], id) => {
    const rows = rowsOf.get(id);
    // A section that opens with its table has its first rows for an excerpt.
    const excerpt = full?.excerpts[id] || (rows ?? []).slice(0, 2).join(' ');
    return rows ? { page, anchor, heading, excerpt, rows } : { page, anchor, heading, excerpt };
  });
  const { queryTerm: processTerm, indexTerms } = termProcessors(titles);
  return {
    documentCount: index.documentCount,
    complete: full !== undefined,
    search(query, { sdk, allSdks }) {
      const start = performance.now();
      const searched = withVocabulary(query, vocabulary.terms);
      let ranked = rankQuery(searched, sdk, allSdks);
      // An API name spelled as another SDK spells it (`setMatchLevel` for a Selenium Python
      // reader, whose SDK says `match_level`) finds nothing in the reader's scope: its words
      // do ("set match level": the Match levels page). Other SDKs' matches of the name as typed
      // stay what the switch would show.
      const spelled = spelledOut(searched);
      if (ranked.groups.length === 0 && spelled !== undefined) {
        ranked = { ...rankQuery(spelled, sdk, allSdks), hiddenCount: ranked.hiddenCount };
      }
      performance.measure(QUERY_MEASURE, { start, end: performance.now() });
      return ranked;
    },
  };

  /**
   * The hits of an API name with those of its other languages' spellings
   * (`apiNameSpellings`): `setBatch` typed by a Selenium Python reader finds
   * Python's `batch` member (the words `set batch`, and `batch`), which ranking
   * then puts first as the member the query names; an index term is one
   * spelling only (`setbatch`; `set_batch` is the words `set` and `batch`).
   * Only sections with a member so named are added.
   */
  function withOtherSpellings(hits: SearchHit[], searched: string): SearchHit[] {
    const spellings = apiNameSpellings(searched);
    if (spellings.length === 0) return hits;
    const spelled = spelledOut(searched.replace(/_/g, ' '));
    const property = spellings[1];
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    for (const other of [spelled, property]) {
      if (other === undefined) continue;
      for (const hit of findHits(index, other, attempts)) {
        // Only the member itself: "check settings" would bring the Check settings guide to `CheckSettings`.
        if (!rowNamed(sections[hit.id]?.rows, spellings)) continue;
        const known = byId.get(hit.id);
        if (!known || known.score < hit.score) byId.set(hit.id, hit);
      }
    }
    return [...byId.values()].sort((a, b) => b.score - a.score);
  }

  function rankQuery(searched: string, sdk: SdkKey, allSdks: boolean): RankedResults {
    const named = sdksNamedBy(searched, sdk);
    const hits = withOtherSpellings(findHits(index, searched, attempts), searched);
    const ranked = rankHits(
      named.sdks.length > 0 && named.rest !== ''
        ? withNamedSdkHits(hits, index, named, attempts, pages, sections)
        : hits,
      pages,
      sections,
      {
        sdk,
        allSdks,
        processTerm,
        indexTerms,
        query: searched,
        named: named.sdks,
        namesOnly: named.sdks.length > 0 && named.rest === '',
      },
    );
    return ranked;
  }
}

/**
 * A query with each camelCase name written as its words (`setMatchLevel` -> `set Match Level`);
 * `undefined` when it has none.
 */
export function spelledOut(query: string): string | undefined {
  const words = tokenize(query).map(identifierParts);
  return words.some((parts) => parts.length > 1) ? words.flat().join(' ') : undefined;
}

/**
 * The titles engine: page titles and section headings. Its file is small and
 * loads at once; it answers the first keystrokes while the full text loads.
 * Lives in its own chunk with MiniSearch, fetched the first time a reader
 * opens search (or points at the search button).
 */
export function createTitlesEngine(titles: SearchTitlesData): SearchEngine {
  return rankingEngine(titles, loadIndex(titles.index, titles.fields, titles), searchAttempts(false));
}

/**
 * The full-text engine, from the text of the full-text file
 * (`search/full-<hash>.json`). Loading its index is the longest part of
 * loading search: it goes in slices, between which the page handles input.
 */
export async function createFullTextEngine(titles: SearchTitlesData, text: string, url: string): Promise<SearchEngine> {
  const data = parseSearchFull(parseJson(text, url, 'full-text search index'), url, titles.sections.length);
  const index = await loadIndexAsync(data.index, data.fields, titles);
  return rankingEngine(titles, index, searchAttempts(true), data);
}
