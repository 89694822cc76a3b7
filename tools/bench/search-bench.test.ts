import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexSizes, percentile, queriesAsTyped, searchTable } from './search-bench.mjs';

describe('search benchmark helpers', () => {
  it('types queries one character at a time, over 100 queries in all', () => {
    expect(queriesAsTyped(['ab', 'c'])).toEqual(['a', 'ab', 'c']);
    expect(queriesAsTyped().length).toBeGreaterThanOrEqual(100);
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.95)).toBe(95);
    expect(percentile([3, 1, 2], 0.5)).toBe(2);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('says what to run when the site has no index', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'search-bench-'));
    try {
      expect(() => indexSizes(dir)).toThrow('run "npx nx run docs-site:search-index" first');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prints the figures with their budgets', () => {
    const table = searchTable({
      indexRawBytes: 2_000_000,
      indexGzipBytes: 400_000,
      firstResultMs: 120,
      firstResultAfterKeystrokeMs: 40,
      indexLoadMs: 30,
      p50Ms: 1.5,
      p95Ms: 4.25,
      queries: 180,
    });
    expect(table).toContain('| search index, gzip | 391 KB | < 500 KB |');
    expect(table).toContain('| query latency p95 (180 queries) | 4.25 ms | < 10 ms |');
  });
});
