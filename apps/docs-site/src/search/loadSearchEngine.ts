import type { SearchEngine } from './engine';
import { parseJson, parseSearchTitles, type SearchTitlesData } from './searchData';

/** User Timing measures, from the first fetch to a ready engine (read by the benchmark). */
export const LOAD_MEASURES = { titles: 'docs-search:load-titles', full: 'docs-search:load-full' } as const;

type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;
type EngineModule = {
  createTitlesEngine: (titles: SearchTitlesData) => SearchEngine;
  createFullTextEngine: (titles: SearchTitlesData, text: string, url: string) => Promise<SearchEngine>;
};

/** What loading needs; the defaults are the browser's `fetch` and the engine chunk. */
export interface SearchEngineLoaderOptions {
  /** The site's base path; default Vite's `BASE_URL` (`/tutorials/`). */
  base?: string;
  fetch?: Fetcher;
  importEngine?: () => Promise<EngineModule>;
  /** Resolves once the page has had a chance to paint; default after the next frame. */
  nextPaint?: () => Promise<void>;
}

/** The two stages of search, each loaded once and shared by every caller. */
export interface SearchEngineLoader {
  /** The titles engine (page titles and headings): small, for the first results. */
  titles(): Promise<SearchEngine>;
  /** The full-text engine; loading it loads what the titles engine needs too. */
  full(): Promise<SearchEngine>;
}

const FULL_INDEX = 'full-text search index';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The response to `url`, checked; the error names what could not be fetched and why. */
async function fetchBody<T>(
  fetcher: Fetcher,
  url: string,
  what: string,
  read: (response: Response) => Promise<T>,
  init?: RequestInit,
): Promise<T> {
  try {
    const response = await fetcher(url, init);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await read(response);
  } catch (error) {
    throw new Error(`the ${what} could not be fetched from ${url} (${describe(error)})`, { cause: error });
  }
}

async function fetchJson(fetcher: Fetcher, url: string, what: string, init?: RequestInit): Promise<unknown> {
  return parseJson(await fetchBody(fetcher, url, what, (response) => response.text(), init), url, what);
}

/** A promise made on first call and shared after; a failure is forgotten, so the next call tries again. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** After the next frame has painted (a task after the frame's callbacks); at most 100 ms, as a hidden tab paints none. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * A loader of the search engines: `search/titles.json` (fixed name, so no
 * manifest to fetch first) and the engine chunk (MiniSearch) in parallel,
 * then the full-text file the titles name, at low priority
 * (build/search/search-data.mjs describes both).
 * The titles engine is made as soon as its file is in; the full-text engine
 * once the titles engine's results have had a frame to paint, so reading
 * the big file never delays the first results. After a failure the next
 * call fetches again what failed, so the dialog's `Retry` works.
 */
export function createSearchEngineLoader({
  base = import.meta.env.BASE_URL,
  fetch: fetcher = (url, init) => fetch(url, init),
  importEngine = () => import('./engine'),
  nextPaint = afterNextPaint,
}: SearchEngineLoaderOptions = {}): SearchEngineLoader {
  let start: number | undefined;
  const measure = (name: string) => performance.measure(name, { start: start ?? 0, end: performance.now() });
  const url = (file: string) => `${base}search/${file}`;

  const engineModule = once(() =>
    importEngine().catch((error: unknown) => {
      throw new Error(`the search code could not be loaded (${describe(error)})`, { cause: error });
    }),
  );
  // Every load starts here: the time measures count from the first fetch.
  const titlesData = once(async () => {
    start ??= performance.now();
    const titlesUrl = url('titles.json');
    return parseSearchTitles(await fetchJson(fetcher, titlesUrl, 'search index', { priority: 'high' }), titlesUrl);
  });

  const titles = once(async () => {
    const [data, engine] = await Promise.all([titlesData(), engineModule()]);
    const ready = engine.createTitlesEngine(data);
    measure(LOAD_MEASURES.titles);
    return ready;
  });
  // The big file: fetched once the titles name it, at low priority; read after the first results.
  const fullText = once(async () => {
    const fullUrl = url((await titlesData()).full);
    const text = await fetchBody(fetcher, fullUrl, FULL_INDEX, (response) => response.text(), { priority: 'low' });
    return { text, url: fullUrl };
  });
  const full = once(async () => {
    const [file, data, engine] = await Promise.all([fullText(), titlesData(), engineModule(), titles()]);
    await nextPaint();
    const ready = await engine.createFullTextEngine(data, file.text, file.url);
    measure(LOAD_MEASURES.full);
    return ready;
  });
  return { titles, full };
}

/** The site's loader. */
export const searchEngineLoader = createSearchEngineLoader();
