import { describe, expect, it, vi } from 'vitest';
import { createSearchEngine } from './engine';
import { createSearchEngineLoader } from './loadSearchEngine';
import { SEARCH_DATA_VERSION } from './searchData';
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

function serve(files: Record<string, unknown>) {
  return vi.fn(async (url: string) => (url in files ? jsonResponse(files[url]) : jsonResponse({}, 404)));
}

const engineModule = async () => ({ createSearchEngine });

describe('createSearchEngineLoader', () => {
  const files = {
    '/tutorials/search/manifest.json': { version: SEARCH_DATA_VERSION, file: 'index-abc.json' },
    '/tutorials/search/index-abc.json': data,
  };

  it('fetches the manifest, then the data file it names, and answers queries ranked for the SDK', async () => {
    const fetch = serve(files);
    const load = createSearchEngineLoader({ base: '/tutorials/', fetch, importEngine: engineModule });
    const engine = await load();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/tutorials/search/manifest.json',
      '/tutorials/search/index-abc.json',
    ]);
    const ranked = engine.search('structure', { sdk: 'cypress', allSdks: false });
    expect(ranked.groups.map((group) => [group.relation, group.results.map((result) => result.href)])).toEqual([
      ['sdk', ['/sdks/cypress/configuration#match-level']],
      ['general', ['/concepts/match-levels#layout']],
    ]);
    // Prefix (from three letters) and typo tolerant, and a blank query finds nothing.
    expect(engine.search('st', { sdk: 'cypress', allSdks: false }).groups).toEqual([]);
    expect(engine.search('structu', { sdk: 'cypress', allSdks: false }).groups).toHaveLength(2);
    expect(engine.search('strucutre', { sdk: 'cypress', allSdks: false }).groups).toHaveLength(2);
    expect(engine.search('  ', { sdk: 'cypress', allSdks: false }).groups).toEqual([]);
    // A typo is forgiven only when nothing matches as typed: "level" does not bring in "lever".
    const level = engine.search('level', { sdk: 'cypress', allSdks: true });
    expect(level.groups.flatMap((group) => group.results.map((result) => result.href))).toEqual([
      '/sdks/cypress/configuration#match-level',
      '/concepts/match-levels',
    ]);
    expect(engine.search('lever', { sdk: 'cypress', allSdks: true }).groups[0]?.results[0]?.href).toBe(
      '/concepts/match-levels#pitfalls',
    );
    // One load serves every caller.
    expect(await load()).toBe(engine);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('names what failed, and tries again on the next call', async () => {
    const fetch = serve({});
    const load = createSearchEngineLoader({ base: '/tutorials/', fetch, importEngine: engineModule });
    await expect(load()).rejects.toThrow(
      'the search manifest could not be fetched from /tutorials/search/manifest.json (HTTP 404)',
    );
    fetch.mockImplementation(serve(files));
    await expect(load()).resolves.toHaveProperty('documentCount', 5);
  });

  it('reports a chunk that failed to load', async () => {
    const load = createSearchEngineLoader({
      base: '/tutorials/',
      fetch: serve(files),
      importEngine: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await expect(load()).rejects.toThrow(
      'the search code could not be loaded (Failed to fetch dynamically imported module)',
    );
  });

  it('refuses data of another format version, saying how to rebuild', async () => {
    const load = createSearchEngineLoader({
      base: '/tutorials/',
      fetch: serve({ ...files, '/tutorials/search/index-abc.json': { ...data, version: 99 } }),
      importEngine: engineModule,
    });
    await expect(load()).rejects.toThrow(
      'The search data /tutorials/search/index-abc.json has format version 99; this site reads version 1. Rebuild the index (nx run docs-site:search-index).',
    );
  });
});
