import type { SearchEngine } from './engine';

/** Name of the User Timing measure of a load, from the first fetch to a ready engine (read by the benchmark). */
export const LOAD_MEASURE = 'docs-search:load';
import { parseSearchData, parseSearchManifest, type SearchData } from './searchData';

/** What loading needs; the defaults are the browser's `fetch` and the engine chunk. */
export interface SearchEngineLoaderOptions {
  /** The site's base path; default Vite's `BASE_URL` (`/tutorials/`). */
  base?: string;
  fetch?: (url: string) => Promise<Response>;
  importEngine?: () => Promise<{ createSearchEngine: (data: SearchData) => SearchEngine }>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchJson(fetcher: (url: string) => Promise<Response>, url: string, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url);
  } catch (error) {
    throw new Error(`the ${what} could not be fetched from ${url} (${describe(error)})`, { cause: error });
  }
  if (!response.ok) throw new Error(`the ${what} could not be fetched from ${url} (HTTP ${response.status})`);
  try {
    return await response.json();
  } catch (error) {
    throw new Error(`the ${what} at ${url} is not valid JSON`, { cause: error });
  }
}

/**
 * A loader of the search engine: the index data (`search/manifest.json`
 * names the hashed data file) and the engine chunk (MiniSearch), fetched in
 * parallel. One load is shared by every caller; after a failure the next call
 * tries again, so the dialog's `Retry` works.
 */
export function createSearchEngineLoader({
  base = import.meta.env.BASE_URL,
  fetch: fetcher = (url) => fetch(url),
  importEngine = () => import('./engine'),
}: SearchEngineLoaderOptions = {}): () => Promise<SearchEngine> {
  let pending: Promise<SearchEngine> | undefined;
  const load = async () => {
    const loadData = async () => {
      const manifestUrl = `${base}search/manifest.json`;
      const manifest = parseSearchManifest(await fetchJson(fetcher, manifestUrl, 'search manifest'), manifestUrl);
      const dataUrl = `${base}search/${manifest.file}`;
      return parseSearchData(await fetchJson(fetcher, dataUrl, 'search index'), dataUrl);
    };
    const loadEngine = () =>
      importEngine().catch((error: unknown) => {
        throw new Error(`the search code could not be loaded (${describe(error)})`, { cause: error });
      });
    const start = performance.now();
    const [data, engine] = await Promise.all([loadData(), loadEngine()]);
    const ready = engine.createSearchEngine(data);
    performance.measure(LOAD_MEASURE, { start, end: performance.now() });
    return ready;
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The site's loader. */
export const loadSearchEngine = createSearchEngineLoader();
