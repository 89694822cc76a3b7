import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { SdkKey } from '@docs/sdk-catalog';
import { pageSdks, rankHits, type RankedResults, type RankPage, type RankSection } from './ranking';
import type { SearchData } from './searchData';

/** Name of the User Timing measure of each query (read by the benchmark, tools/bench/search-bench.mjs). */
export const QUERY_MEASURE = 'docs-search:query';

export interface SearchEngine {
  /** Ranked results for a query; empty for a blank one. */
  search(query: string, options: { sdk: SdkKey; allSdks: boolean }): RankedResults;
  /** Sections in the index. */
  readonly documentCount: number;
}

/**
 * Loads the search data into MiniSearch and answers queries. Lives in its own
 * chunk with MiniSearch, fetched the first time a reader opens search.
 */
export function createSearchEngine(data: SearchData): SearchEngine {
  const stopWords = new Set(data.stopWords);
  // The same processing as at build time (build/search/search-data.mjs), with settings from the data.
  const processTerm = (term: string) => {
    const lower = term.toLowerCase();
    return lower.length < data.minTermLength || stopWords.has(lower) ? null : lower;
  };
  const index = MiniSearch.loadJS(data.index, { fields: data.fields, processTerm });
  const pages: RankPage[] = data.pages.map(([path, title, sdks]) => {
    const keys = pageSdks(path, sdks);
    return keys ? { path, title, sdks: keys } : { path, title };
  });
  const sections: RankSection[] = data.sections.map(([page, anchor, heading, excerpt]) => ({
    page,
    anchor,
    heading,
    excerpt,
  }));
  // A word of three letters or more also finds longer words it starts; a two-letter
  // prefix would match most of the site and cost tens of milliseconds.
  const base: SearchOptions = { boost: { title: 3, heading: 2 }, prefix: (term) => term.length >= 3 };
  // One typo in words of five letters or more, two in long ones.
  const fuzzy: SearchOptions = { fuzzy: (term) => (term.length >= 5 ? 0.2 : false), maxFuzzy: 2 };
  // Tried in turn until one finds something: every word as typed (or as the start of a
  // word), then allowing typos, then any of the words. Typos are only a fallback, so
  // "match" never brings "batch" in beside real matches.
  const attempts: SearchOptions[] = [
    { ...base, combineWith: 'AND' },
    { ...base, ...fuzzy, combineWith: 'AND' },
    { ...base, ...fuzzy, combineWith: 'OR' },
  ];

  return {
    documentCount: index.documentCount,
    search(query, { sdk, allSdks }) {
      const start = performance.now();
      let hits: SearchResult[] = [];
      for (const attempt of attempts) {
        hits = index.search(query, attempt);
        if (hits.length > 0) break;
      }
      const ranked = rankHits(
        hits.map((hit) => ({ id: Number(hit.id), score: hit.score, terms: hit.terms })),
        pages,
        sections,
        { sdk, allSdks },
      );
      performance.measure(QUERY_MEASURE, { start, end: performance.now() });
      return ranked;
    },
  };
}
