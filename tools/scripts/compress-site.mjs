#!/usr/bin/env node
/**
 * Writes gzip (`.gz`) and brotli (`.br`) copies of the site's text files next to
 * them, so nginx serves them as they are (`gzip_static`, `brotli_static`; see
 * deploy/nginx) instead of compressing every response again.
 *
 * Levels, measured on the built site: gzip 9 costs no more than gzip 6. Brotli 7
 * makes files 10% larger than brotli 11 (20.1% against 18.1% of the original) in
 * a thirtieth of the time (about 2 s instead of a minute for the whole site).
 *
 *   node tools/scripts/compress-site.mjs apps/docs-site/dist/site
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats the site serves; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.json', '.txt']);
/** Below this a compressed response saves less than its own overhead. */
export const MIN_BYTES = 1024;

const BROTLI_QUALITY = 7;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Whether a file of this name and size gets compressed copies. */
export function shouldCompress(path, size) {
  return size >= MIN_BYTES && COMPRESSIBLE.has(extname(path).toLowerCase());
}

/** The gzip and brotli forms of one file's bytes. */
export async function compress(bytes) {
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return { gz, br };
}

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every eligible file under `dir`. A copy that is not smaller than
 * the original is not written (the server then sends the original).
 * @returns {Promise<{ files: number, bytes: number, gzipBytes: number, brotliBytes: number }>}
 */
export async function compressSite(dir) {
  const root = resolve(dir);
  const queue = [];
  for await (const path of filesUnder(root)) {
    if (shouldCompress(path, (await stat(path)).size)) queue.push(path);
  }
  const totals = { files: queue.length, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  // zlib's async calls run on libuv's thread pool; a few files at a time keep every core busy.
  const worker = async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      const bytes = await readFile(path);
      const { gz, br } = await compress(bytes);
      totals.bytes += bytes.length;
      if (gz.length < bytes.length) {
        await writeFile(`${path}.gz`, gz);
        totals.gzipBytes += gz.length;
      }
      if (br.length < bytes.length) {
        await writeFile(`${path}.br`, br);
        totals.brotliBytes += br.length;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Compressed ${totals.files} files (${mb(totals.bytes)}): gzip ${mb(totals.gzipBytes)}, brotli ${mb(totals.brotliBytes)}`,
  );
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node tools/scripts/compress-site.mjs <site folder>');
    process.exit(1);
  }
  compressSite(dir).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
