import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SDK, SDK_KEYS } from '@docs/sdk-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failingQueries, rankOf, readRelevanceSet, RELEVANCE_SET, relevanceFigures } from './evaluate.mjs';

describe('search relevance figures', () => {
  it('finds the rank of the expected section, or of any section of the page at page level', () => {
    const shown = ['/a#x', '/b', '/b#y', '/c'];
    expect(rankOf(shown, '/b')).toBe(2);
    expect(rankOf(shown, '/b#y')).toBe(3);
    expect(rankOf(shown, '/b#z')).toBeUndefined();
    expect(rankOf(shown, '/b#z', { pageLevel: true })).toBe(2);
    expect(rankOf(shown, '/a')).toBe(1);
    expect(rankOf(shown, '/d')).toBeUndefined();
  });

  it('computes success@1, success@3 and MRR@10, a rank past ten counting nothing', () => {
    expect(relevanceFigures([1, 2, 4, undefined, 11])).toEqual({
      successAt1: 0.2,
      successAt3: 0.4,
      mrrAt10: (1 + 1 / 2 + 1 / 4) / 5,
    });
  });

  it('lists the queries not first, worst first', () => {
    const results = [
      { query: 'one', rank: 1 },
      { query: 'two', rank: 2 },
      { query: 'none', rank: undefined },
    ];
    expect(failingQueries({ results }).map((result: { query: string }) => result.query)).toEqual(['none', 'two']);
  });
});

describe('the relevance set', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-relevance-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("holds at least 80 queries of every kind, for the catalogue's SDKs, the site's default when none is named", () => {
    const { queries, defaultSdk } = readRelevanceSet(RELEVANCE_SET, SDK_KEYS);
    expect(defaultSdk).toBe(DEFAULT_SDK);
    expect(queries.length).toBeGreaterThanOrEqual(80);
    expect(new Set(queries.map((entry: { kind: string }) => entry.kind))).toEqual(
      new Set(['concept', 'task', 'error', 'api', 'integration', 'sdk', 'misspelling']),
    );
  });

  it('names the file, the entry and what is wrong in a bad set', async () => {
    const file = join(dir, 'queries.json');
    await writeFile(file, JSON.stringify({ queries: [{ query: 'batch', expect: 'concepts/batching' }] }));
    expect(() => readRelevanceSet(file)).toThrow(`${file}, queries[0] ("batch"): "expect" must be a site path`);
    await writeFile(file, JSON.stringify({ queries: [{ query: 'batch', expect: '/b', sdk: 'cypres' }] }));
    expect(() => readRelevanceSet(file, ['cypress'])).toThrow('unknown sdk "cypres"; expected one of cypress');
    await writeFile(file, JSON.stringify({ queries: [{ query: 'batch', expect: '/b', allSdks: 'yes' }] }));
    expect(() => readRelevanceSet(file)).toThrow('queries[0] ("batch"): "allSdks" must be true or false');
    await writeFile(file, '{ "queries": [');
    expect(() => readRelevanceSet(file)).toThrow(`The relevance set ${file} could not be read as JSON`);
  });
});
