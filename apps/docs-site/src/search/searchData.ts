import type { AsPlainObject } from 'minisearch';

/** Format version of the search data this site reads (build/search/search-data.mjs writes it). */
export const SEARCH_DATA_VERSION = 1;

/** `[path, title]`, plus the SDKs of the page's `sdks` front matter when it names some (never `all`). */
export type SearchPageRow = [path: string, title: string, sdks?: string[]];
/** `[page, anchor, heading, excerpt]`; a row's position is its document id in the index. */
export type SearchSectionRow = [page: number, anchor: string, heading: string, excerpt: string];

/** The search data file (`search/index-<hash>.json`). */
export interface SearchData {
  version: number;
  /** Indexed fields, in the index's order. */
  fields: string[];
  /** Words left out of the index; queries drop them too. */
  stopWords: string[];
  /** Shortest term indexed. */
  minTermLength: number;
  pages: SearchPageRow[];
  sections: SearchSectionRow[];
  /** The MiniSearch index (`toJSON()`). */
  index: AsPlainObject;
}

/** `search/manifest.json`: which data file is current. */
export interface SearchManifest {
  version: number;
  /** File name of the data, next to the manifest. */
  file: string;
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

/** Checks a fetched manifest; the error names the URL and what was expected. */
export function parseSearchManifest(value: unknown, url: string): SearchManifest {
  const manifest = checkVersion(value, `The search manifest ${url}`);
  const file = manifest['file'];
  if (typeof file !== 'string' || !/^[\w.-]+\.json$/.test(file)) {
    throw new Error(
      `The search manifest ${url} has no valid "file" (expected a file name such as "index-<hash>.json").`,
    );
  }
  return { version: SEARCH_DATA_VERSION, file };
}

/** Checks the shape of fetched search data (cheaply: the index itself is MiniSearch's to read). */
export function parseSearchData(value: unknown, url: string): SearchData {
  const data = checkVersion(value, `The search data ${url}`);
  for (const field of ['fields', 'stopWords', 'pages', 'sections'] as const) {
    if (!Array.isArray(data[field])) throw new Error(`The search data ${url} has no "${field}" list.`);
  }
  if (typeof data['minTermLength'] !== 'number') throw new Error(`The search data ${url} has no "minTermLength".`);
  if (!isObject(data['index'])) throw new Error(`The search data ${url} has no "index" object.`);
  return data as unknown as SearchData;
}
