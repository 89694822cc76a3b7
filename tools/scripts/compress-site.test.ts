import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addCompressTallies,
  compressFile,
  compressFiles,
  compressSite,
  shouldCompress,
  takeCompressTally,
} from './compress-site.mjs';

let dir: string;
const page = `<!doctype html><html lang="en"><body>${'<p>Baselines are approved screenshots.</p>'.repeat(200)}</body></html>`;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compress-site-'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

async function put(path: string, body: string | Buffer) {
  await mkdir(join(dir, path, '..'), { recursive: true });
  await writeFile(join(dir, path), body);
}

describe('compressSite', () => {
  it('writes gzip and brotli copies that decompress to the original, in nested folders too', async () => {
    await put('concepts/apps-&-tests/index.html', page);
    await put('assets/index-AbCd1234.js', `export const x = ${JSON.stringify('a'.repeat(4000))};`);

    const totals = await compressSite(dir);

    expect(totals.files).toBe(2);
    const html = await readFile(join(dir, 'concepts/apps-&-tests/index.html'));
    expect(gunzipSync(await readFile(join(dir, 'concepts/apps-&-tests/index.html.gz')))).toEqual(html);
    expect(brotliDecompressSync(await readFile(join(dir, 'concepts/apps-&-tests/index.html.br')))).toEqual(html);
    expect(await readdir(join(dir, 'assets'))).toEqual([
      'index-AbCd1234.js',
      'index-AbCd1234.js.br',
      'index-AbCd1234.js.gz',
    ]);
  });

  it('leaves small files, binary formats and copies that would not be smaller alone', async () => {
    await put('robots.txt', 'User-agent: *\n');
    await put('logo.png', Buffer.alloc(4096, 7));
    // Random bytes do not compress: both copies would be larger than the file.
    await put('noise.txt', randomBytes(4096));

    await compressSite(dir);

    expect((await readdir(dir)).sort()).toEqual(['logo.png', 'noise.txt', 'robots.txt']);
  });
});

describe('compressFiles', () => {
  it('compresses only the files it is given, and lets other work run between two files', async () => {
    await put('assets/app-1.js', page);
    await put('assets/app-2.js', page);
    await put('guides/index.html', page);
    // Other work: a task that runs again at every turn of the event loop, for as long as it may.
    let turns = 0;
    let running = true;
    const otherWork = () => {
      turns += 1;
      if (running) setImmediate(otherWork);
    };
    setImmediate(otherWork);

    const totals = await compressFiles([join(dir, 'assets/app-1.js'), join(dir, 'assets/app-2.js')]);
    running = false;

    expect(totals.files).toBe(2);
    expect((await readdir(join(dir, 'assets'))).length).toBe(6);
    expect(await readdir(join(dir, 'guides'))).toEqual(['index.html']);
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});

describe('compressFile', () => {
  it('writes the copies of bytes it is given and reports their sizes; an ineligible file gets none', async () => {
    await put('blog/rss.xml', page);
    const path = join(dir, 'blog/rss.xml');

    const written = compressFile(path, Buffer.from(page));

    expect(gunzipSync(await readFile(`${path}.gz`)).toString()).toBe(page);
    expect(brotliDecompressSync(await readFile(`${path}.br`)).toString()).toBe(page);
    expect(written?.gzipBytes).toBe((await readFile(`${path}.gz`)).length);
    expect(compressFile(join(dir, 'blog/logo.png'), Buffer.alloc(4096, 7))).toBeUndefined();
    expect((await readdir(join(dir, 'blog'))).sort()).toEqual(['rss.xml', 'rss.xml.br', 'rss.xml.gz']);
  });
});

describe('shouldCompress', () => {
  it.each([
    ['index.html', 2048, true],
    ['app.JS', 2048, true],
    ['feed.xml', 2048, true],
    ['index.html', 1023, false],
    ['logo.png', 100_000, false],
    ['font.woff2', 100_000, false],
  ])('%s of %i bytes: %s', (path, size, expected) => {
    expect(shouldCompress(path, size)).toBe(expected);
  });
});

describe('takeCompressTally', () => {
  it('counts the files this thread compressed, their bytes before and after and the time, then starts again', async () => {
    takeCompressTally();
    await put('a/index.html', page);
    await put('small.js', 'export {};');
    const totals = await compressSite(dir);

    const tally = takeCompressTally();
    expect(tally).toEqual({
      files: 1,
      bytes: Buffer.byteLength(page),
      gzipBytes: totals.gzipBytes,
      brotliBytes: totals.brotliBytes,
      ms: expect.any(Number),
    });
    expect(tally.gzipBytes).toBeGreaterThan(0);
    expect(tally.ms).toBeGreaterThan(0);
    expect(takeCompressTally()).toEqual({ files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0, ms: 0 });
    expect(addCompressTallies(tally, tally, takeCompressTally())).toEqual({
      files: 2,
      bytes: 2 * tally.bytes,
      gzipBytes: 2 * tally.gzipBytes,
      brotliBytes: 2 * tally.brotliBytes,
      ms: 2 * tally.ms,
    });
  });
});
