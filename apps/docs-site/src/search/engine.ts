import type { SdkKey } from '@docs/sdk-catalog';
import { loadFullTextIndex } from './fullTextIndex';
import { loadFullTextInWorker } from './fullTextWorker';
import { pageSdks, rankHits, type RankedResults, type RankPage, type RankSection, type SearchHit } from './ranking';
import type { SearchTitlesData } from './searchData';
import { findHits, loadIndex, searchAttempts } from './searchIndex';

/** Name of the User Timing measure of each query (read by the benchmark, tools/bench/search-bench.mjs). */
export const QUERY_MEASURE = 'docs-search:query';

export interface SearchEngine {
  /** Ranked results for a query; empty for a blank one. */
  search(query: string, options: { sdk: SdkKey; allSdks: boolean }): Promise<RankedResults>;
  /** Sections in the index. */
  readonly documentCount: number;
  /**
   * `true` for the full-text engine; `false` for the titles engine, which
   * finds sections by page title and heading only and gives no excerpts.
   */
  readonly complete: boolean;
}

/** Ranks the hits of `find` for the reader's SDK, timing each query (lookup and ranking). */
function rankingEngine(
  titles: SearchTitlesData,
  documentCount: number,
  find: (query: string) => SearchHit[] | Promise<SearchHit[]>,
  excerpts?: readonly string[],
): SearchEngine {
  const pages: RankPage[] = titles.pages.map(([path, title, sdks]) => {
    const keys = pageSdks(path, sdks);
    return keys ? { path, title, sdks: keys } : { path, title };
  });
  const sections: RankSection[] = titles.sections.map(([page, anchor, heading], id) => ({
    page,
    anchor,
    heading,
    excerpt: excerpts?.[id] ?? '',
  }));
  return {
    documentCount,
    complete: excerpts !== undefined,
    async search(query, { sdk, allSdks }) {
      const start = performance.now();
      const ranked = rankHits(await find(query), pages, sections, { sdk, allSdks });
      performance.measure(QUERY_MEASURE, { start, end: performance.now() });
      return ranked;
    },
  };
}

/**
 * The titles engine: page titles and section headings, on the main thread
 * (its file is small). It answers the first keystrokes while the full text
 * loads. Lives in its own chunk with MiniSearch, fetched the first time a
 * reader opens search (or points at the search button).
 */
export function createTitlesEngine(titles: SearchTitlesData): SearchEngine {
  const index = loadIndex(titles.index, titles.fields, titles);
  const attempts = searchAttempts(false);
  return rankingEngine(titles, index.documentCount, (query) => findHits(index, query, attempts));
}

/**
 * The full-text engine, from the bytes of the full-text file: read and
 * searched in a Web Worker, so that parsing and loading it (the longest part
 * of loading search) never holds up the page; on the main thread where
 * there are no workers (`inWorker: false`).
 */
export async function createFullTextEngine(
  titles: SearchTitlesData,
  bytes: ArrayBuffer,
  url: string,
  { inWorker = typeof Worker === 'function' }: { inWorker?: boolean } = {},
): Promise<SearchEngine> {
  const request = {
    url,
    sectionCount: titles.sections.length,
    stopWords: titles.stopWords,
    minTermLength: titles.minTermLength,
  };
  const index = inWorker ? await loadFullTextInWorker(bytes, request) : loadFullTextIndex(bytes, request);
  return rankingEngine(titles, index.documentCount, (query) => index.search(query), index.excerpts);
}
