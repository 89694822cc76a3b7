import { describe, expect, it, vi } from 'vitest';
import { createFullTextEngine, createTitlesEngine, type SearchEngine } from './engine';
import { createSearchEngineLoader } from './loadSearchEngine';
import { parseSearchTitles, SEARCH_DATA_VERSION } from './searchData';
// The build step's own output for a tiny site: the browser reads what the build writes.
import { buildSearchData } from '../../build/search/search-data.mjs';

const data = buildSearchData([
  {
    path: '/concepts/match-levels',
    title: 'Match levels',
    description: 'How strictly a checkpoint is compared.',
    sections: [
      { anchor: '', heading: '', text: 'Pick the level per region.' },
      { anchor: 'pitfalls', heading: 'Pitfalls', text: 'Pull the right lever.' },
      { anchor: 'layout', heading: 'Layout', text: 'Compares the structure of the page.' },
    ],
  },
  {
    path: '/sdks/cypress/configuration',
    title: 'Configuration: Cypress',
    description: '',
    sections: [{ anchor: 'match-level', heading: 'Match level', text: 'Set matchLevel for the structure checks.' }],
  },
]);

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Files = Record<string, unknown>;

function serve(files: Files) {
  return vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url) =>
    url in files ? jsonResponse(files[url]) : jsonResponse({}, 404),
  );
}

const files: Files = {
  '/tutorials/search/titles.json': { ...data.titles, full: 'full-def.json' },
  '/tutorials/search/full-def.json': data.full,
};

const engineModule = async () => ({ createTitlesEngine, createFullTextEngine });
const options = { base: '/tutorials/', importEngine: engineModule, nextPaint: async () => undefined };
const search = (engine: SearchEngine, query: string, allSdks = false) =>
  engine.search(query, { sdk: 'cypress', allSdks });
const hrefs = (engine: SearchEngine, query: string, allSdks = true) =>
  search(engine, query, allSdks).groups.flatMap((group) => group.results.map((r) => r.href));
const titlesData = parseSearchTitles({ ...data.titles, full: 'full-def.json' }, 'titles.json');

describe('createSearchEngineLoader', () => {
  it('fetches the titles file (first in line), then the full-text file it names, and answers queries ranked for the SDK', async () => {
    const fetch = serve(files);
    const loader = createSearchEngineLoader({ ...options, fetch });
    const [titles, full] = await Promise.all([loader.titles(), loader.full()]);
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.priority])).toEqual([
      ['/tutorials/search/titles.json', 'high'],
      ['/tutorials/search/full-def.json', 'low'],
    ]);
    expect(titles.complete).toBe(false);
    expect(full.complete).toBe(true);
    const ranked = search(full, 'structure');
    expect(ranked.groups.map((group) => [group.relation, group.results.map((result) => result.href)])).toEqual([
      ['sdk', ['/sdks/cypress/configuration#match-level']],
      ['general', ['/concepts/match-levels#layout']],
    ]);
    expect(ranked.groups[0]?.results[0]?.excerpt).toBe('Set matchLevel for the structure checks.');
    // Prefix (from three letters) and typo tolerant, and a blank query finds nothing.
    expect(search(full, 'st').groups).toEqual([]);
    expect(search(full, 'structu').groups).toHaveLength(2);
    expect(search(full, 'strucutre').groups).toHaveLength(2);
    expect(search(full, '  ').groups).toEqual([]);
    // A typo is forgiven only when nothing matches as typed: "level" does not bring in "lever".
    expect(hrefs(full, 'level')).toEqual(['/sdks/cypress/configuration#match-level', '/concepts/match-levels']);
    expect(hrefs(full, 'lever')).toEqual(['/concepts/match-levels#pitfalls']);
    // One load serves every caller.
    expect(await loader.titles()).toBe(titles);
    expect(await loader.full()).toBe(full);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives a titles engine that finds titles and headings (no excerpts) and leaves the rest to the full text', async () => {
    const titles = await createSearchEngineLoader({ ...options, fetch: serve(files) }).titles();
    expect(hrefs(titles, 'layout')).toEqual(['/concepts/match-levels#layout']);
    expect(hrefs(titles, 'level')).toEqual(['/sdks/cypress/configuration#match-level', '/concepts/match-levels']);
    expect(search(titles, 'layout').groups[0]?.results[0]?.excerpt).toBe('');
    expect(hrefs(titles, 'configuraton')).toEqual(['/sdks/cypress/configuration']);
    // Words of the text only: nothing yet, and no "any of the words" guess from the titles either.
    expect(hrefs(titles, 'structure')).toEqual([]);
    expect(hrefs(titles, 'layout region')).toEqual([]);
    const full = await createFullTextEngine(titlesData, JSON.stringify(data.full), 'full.json');
    expect(hrefs(full, 'layout region')).toEqual(['/concepts/match-levels#layout', '/concepts/match-levels']);
  });

  it('makes the titles engine while the full index is still on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const serveAll = serve(files);
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('full-def.json')) await held;
      return serveAll(url, init);
    });
    const loader = createSearchEngineLoader({ ...options, fetch });
    const full = loader.full();
    const titles = await loader.titles();
    expect(hrefs(titles, 'pitfalls')).toEqual(['/concepts/match-levels#pitfalls']);
    release();
    expect(hrefs(await full, 'lever')).toEqual(['/concepts/match-levels#pitfalls']);
  });

  it('reads the full-text file only after the first results have had a frame to paint', async () => {
    let painted: () => void = () => undefined;
    const nextPaint = vi.fn(() => new Promise<void>((resolve) => (painted = resolve)));
    const createFull = vi.fn(createFullTextEngine);
    const loader = createSearchEngineLoader({
      ...options,
      fetch: serve(files),
      nextPaint,
      importEngine: async () => ({ createTitlesEngine, createFullTextEngine: createFull }),
    });
    const full = loader.full();
    await loader.titles();
    await vi.waitFor(() => expect(nextPaint).toHaveBeenCalled());
    expect(createFull).not.toHaveBeenCalled();
    painted();
    expect((await full).complete).toBe(true);
  });

  it('names what failed, and tries again on the next call', async () => {
    const fetch = serve({});
    const loader = createSearchEngineLoader({ ...options, fetch });
    await expect(loader.titles()).rejects.toThrow(
      'the search index could not be fetched from /tutorials/search/titles.json (HTTP 404)',
    );
    await expect(loader.full()).rejects.toThrow('the search index could not be fetched');
    fetch.mockImplementation(serve(files));
    await expect(loader.full()).resolves.toHaveProperty('documentCount', 5);
  });

  it('keeps the titles engine when the full index fails, and fetches only that file again', async () => {
    const withoutFull = Object.fromEntries(Object.entries(files).filter(([url]) => !url.endsWith('full-def.json')));
    const fetch = serve(withoutFull);
    const loader = createSearchEngineLoader({ ...options, fetch });
    await expect(loader.full()).rejects.toThrow(
      'the full-text search index could not be fetched from /tutorials/search/full-def.json (HTTP 404)',
    );
    await expect(loader.titles()).resolves.toHaveProperty('complete', false);
    fetch.mockClear();
    fetch.mockImplementation(serve(files));
    await expect(loader.full()).resolves.toHaveProperty('complete', true);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/tutorials/search/full-def.json']);
  });

  it('reports a chunk that failed to load', async () => {
    const loader = createSearchEngineLoader({
      ...options,
      fetch: serve(files),
      importEngine: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await expect(loader.titles()).rejects.toThrow(
      'the search code could not be loaded (Failed to fetch dynamically imported module)',
    );
  });

  it('refuses data of another format version, saying how to rebuild', async () => {
    const loader = createSearchEngineLoader({
      ...options,
      fetch: serve({ ...files, '/tutorials/search/titles.json': { ...data.titles, version: 1 } }),
    });
    await expect(loader.titles()).rejects.toThrow(
      `The search data /tutorials/search/titles.json has format version 1; this site reads version ${SEARCH_DATA_VERSION}. Rebuild the index (nx run docs-site:search-index).`,
    );
  });

  it('refuses a full index of another build than the titles', async () => {
    const loader = createSearchEngineLoader({
      ...options,
      fetch: serve({
        ...files,
        '/tutorials/search/full-def.json': { ...data.full, sections: 2, excerpts: data.full.excerpts.slice(0, 2) },
      }),
    });
    await expect(loader.full()).rejects.toThrow(
      'The search data /tutorials/search/full-def.json has 2 sections but the titles file lists 5; the two files are from different builds.',
    );
  });

  it('names a full-text file that is not JSON', async () => {
    const loader = createSearchEngineLoader({ ...options, fetch: serve(files) });
    const garbled = vi.fn(async (url: string) =>
      url.endsWith('full-def.json') ? new Response('{"version":') : serve(files)(url),
    );
    const broken = createSearchEngineLoader({ ...options, fetch: garbled });
    await expect(broken.full()).rejects.toThrow(
      'the full-text search index at /tutorials/search/full-def.json is not valid JSON',
    );
    await expect(loader.full()).resolves.toHaveProperty('complete', true);
  });

  it('names a titles file that does not name its full-text file', async () => {
    const loader = createSearchEngineLoader({
      ...options,
      fetch: serve({ ...files, '/tutorials/search/titles.json': data.titles }),
    });
    await expect(loader.titles()).rejects.toThrow(
      'The search data /tutorials/search/titles.json has no valid "full" (expected the full-text file\'s name, such as "full-<hash>.json").',
    );
  });
});
