import type { AsPlainObject } from 'minisearch';

/** Format version of the search data this site reads (build/search/search-data.mjs writes it). */
export const SEARCH_DATA_VERSION = 4;

/**
 * A MiniSearch index in the compact form of the data files (build/search/search-data.mjs
 * `compactIndex`): no `documentIds`, field lengths by id, posting lists as id gaps with the
 * term counts other than 1. `expandIndex` (searchIndex.ts) restores MiniSearch's form.
 */
export type CompactIndex = Omit<AsPlainObject, 'documentIds' | 'fieldLength' | 'index'> & {
  fieldLength: number[][];
  index: [term: string, fields: Record<string, [gaps: number[], counts?: number[]]>][];
};

/** `[path, title]`, plus the SDKs of the page's `sdks` front matter when it names some (never `all`). */
export type SearchPageRow = [path: string, title: string, sdks?: string[]];
/** `[page, anchor, heading]`; a row's position is its document id in both indexes. */
export type SearchSectionRow = [page: number, anchor: string, heading: string];

/** The first file (`search/titles.json`): every page and section, an index of titles and headings, and the second file's name. */
export interface SearchTitlesData {
  version: number;
  /** File name of the full-text file, next to this one (`full-<hash>.json`). */
  full: string;
  /** Indexed fields, in the index's order. */
  fields: string[];
  /** Words left out of both indexes; queries drop them too. */
  stopWords: string[];
  /** Shortest term indexed. */
  minTermLength: number;
  pages: SearchPageRow[];
  sections: SearchSectionRow[];
  /** The MiniSearch index, compact. */
  index: CompactIndex;
}

/** The second file (`search/full-<hash>.json`): the full-text index of the same sections, and their excerpts. */
export interface SearchFullData {
  version: number;
  /** Indexed fields, in the index's order. */
  fields: string[];
  /** How many sections the index holds (as many as the titles file lists). */
  sections: number;
  /** Start of each section's text, by section; `''` for a section whose text opens with its table (its rows are its excerpt). */
  excerpts: string[];
  /**
   * The start of each table row of the sections that have some (`name · description`): `text`, each row once, and
   * `sections`, `[section, ...rows]` (positions in `text`).
   */
  rows: { text: string[]; sections: number[][] };
  /** The MiniSearch index, compact. */
  index: CompactIndex;
}

/** `JSON.parse`, with an error that names the file (`what` at `url`). */
export function parseJson(text: string, url: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`the ${what} at ${url} is not valid JSON`, { cause: error });
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function checkVersion(value: unknown, where: string): Record<string, unknown> {
  if (!isObject(value)) throw new Error(`${where} is not a JSON object.`);
  if (value['version'] !== SEARCH_DATA_VERSION) {
    throw new Error(
      `${where} has format version ${JSON.stringify(value['version'])}; this site reads version ${SEARCH_DATA_VERSION}. Rebuild the index (nx run docs-site:search-index).`,
    );
  }
  return value;
}

function checkIndex(data: Record<string, unknown>, url: string, lists: readonly string[]) {
  for (const field of ['fields', ...lists]) {
    if (!Array.isArray(data[field])) throw new Error(`The search data ${url} has no "${field}" list.`);
  }
  if (!isObject(data['index'])) throw new Error(`The search data ${url} has no "index" object.`);
}

/** Checks the shape of a fetched titles file (cheaply: the index itself is MiniSearch's to read). */
export function parseSearchTitles(value: unknown, url: string): SearchTitlesData {
  const data = checkVersion(value, `The search data ${url}`);
  checkIndex(data, url, ['stopWords', 'pages', 'sections']);
  if (typeof data['minTermLength'] !== 'number') throw new Error(`The search data ${url} has no "minTermLength".`);
  const full = data['full'];
  if (typeof full !== 'string' || !/^[\w.-]+\.json$/.test(full)) {
    throw new Error(
      `The search data ${url} has no valid "full" (expected the full-text file's name, such as "full-<hash>.json").`,
    );
  }
  return data as unknown as SearchTitlesData;
}

/** Checks a fetched full-text file, and that it belongs with the titles file (as many sections as it lists). */
export function parseSearchFull(value: unknown, url: string, sectionCount: number): SearchFullData {
  const data = checkVersion(value, `The search data ${url}`);
  checkIndex(data, url, ['excerpts']);
  const rows = data['rows'];
  if (!isObject(rows) || !Array.isArray(rows['text']) || !Array.isArray(rows['sections'])) {
    throw new Error(`The search data ${url} has no "rows" object with "text" and "sections" lists.`);
  }
  const excerpts = data['excerpts'] as unknown[];
  if (data['sections'] !== sectionCount || excerpts.length !== sectionCount) {
    throw new Error(
      `The search data ${url} has ${excerpts.length} sections but the titles file lists ${sectionCount}; the two files are from different builds. Rebuild the index (nx run docs-site:search-index).`,
    );
  }
  return data as unknown as SearchFullData;
}
