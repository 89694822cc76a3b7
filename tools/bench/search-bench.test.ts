import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

  it('sizes each file the manifest names, and the manifest, leaving out compressed copies', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'search-bench-'));
    try {
      await mkdir(join(dir, 'search'));
      const manifest = { version: 2, titles: { file: 'titles-a.json' }, full: { file: 'full-b.json' } };
      await writeFile(join(dir, 'search/manifest.json'), JSON.stringify(manifest));
      await writeFile(join(dir, 'search/titles-a.json'), 'x'.repeat(1000));
      await writeFile(join(dir, 'search/full-b.json'), 'y'.repeat(5000));
      await writeFile(join(dir, 'search/full-b.json.gz'), 'not counted');
      const sizes = indexSizes(dir);
      expect(sizes.indexFiles.map((file) => [file.name, file.file, file.rawBytes])).toEqual([
        ['titles', 'titles-a.json', 1000],
        ['full', 'full-b.json', 5000],
        ['manifest', 'manifest.json', JSON.stringify(manifest).length],
      ]);
      expect(sizes.indexRawBytes).toBe(6000 + JSON.stringify(manifest).length);
      expect(sizes.indexGzipBytes).toBe(sizes.indexFiles.reduce((total, file) => total + file.gzipBytes, 0));
      expect(sizes.indexBrotliBytes).toBe(sizes.indexFiles.reduce((total, file) => total + file.brotliBytes, 0));
      expect(sizes.indexFiles[1]?.brotliBytes).toBeLessThan(100);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prints the figures with their budgets, OK or OVER', () => {
    const result = {
      indexFiles: [
        { name: 'titles', file: 'titles-a.json', rawBytes: 300_000, gzipBytes: 60_000, brotliBytes: 40_000 },
        { name: 'full', file: 'full-b.json', rawBytes: 1_000_000, gzipBytes: 180_000, brotliBytes: 150_000 },
        { name: 'manifest', file: 'manifest.json', rawBytes: 300, gzipBytes: 200, brotliBytes: 150 },
      ],
      indexRawBytes: 1_300_300,
      indexGzipBytes: 240_200,
      indexBrotliBytes: 190_150,
      coldRuns: 5,
      firstResultMs: 120,
      firstResultAfterKeystrokeMs: 40,
      titlesLoadMs: 30,
      fullResultsMs: 420,
      fullLoadMs: 400,
      longestTaskMs: 12,
      p50Ms: 1.5,
      p95Ms: 4.25,
      queries: 180,
    };
    const table = searchTable(result);
    expect(table).toContain(
      '| search index file titles-a.json (titles), raw (gzip, brotli) | 293.0 KB (58.6 KB, 39.1 KB) |  |  |',
    );
    expect(table).toContain(
      '| search index, all files, raw (gzip, brotli) | 1269.8 KB (234.6 KB, 185.7 KB) | <= 250 KB gzip | OK |',
    );
    expect(table).toContain('| search: first result after opening, cold cache (median of 5) | 120 ms');
    expect(table).toContain('| < 300 ms | OK |');
    expect(table).toContain('| search: query latency p50 / p95 (180 queries) | 1.5 ms / 4.3 ms | p95 < 10 ms | OK |');
    expect(searchTable({ ...result, firstResultMs: 349 })).toContain('| < 300 ms | OVER |');
    expect(searchTable({ ...result, indexGzipBytes: 260_000 })).toContain('| <= 250 KB gzip | OVER |');
  });
});
