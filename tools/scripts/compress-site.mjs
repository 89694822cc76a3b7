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
 * zlib's synchronous calls, on purpose: the asynchronous ones hand each 16 KB
 * piece to the thread pool and back, which for 1,600 small files cost three
 * times the CPU and, on 2 cores, 4 s instead of 1.5 s. The prerender workers
 * call `compressFile` for each page they write (page-document.mjs).
 *
 *   node tools/scripts/compress-site.mjs apps/docs-site/dist/site
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats the site serves; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.json', '.txt', '.md']);
/** Below this a compressed response saves less than its own overhead. */
export const MIN_BYTES = 1024;

const BROTLI_QUALITY = 7;

/** Whether a file of this name and size gets compressed copies. */
export function shouldCompress(path, size) {
  return size >= MIN_BYTES && COMPRESSIBLE.has(extname(path).toLowerCase());
}

/** The gzip and brotli forms of one file's bytes. */
export function compress(bytes) {
  return {
    gz: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        // A window just larger than the file: the same output, without setting up (and
        // clearing) the default 4 MB one for every page.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(
          constants.BROTLI_MAX_WINDOW_BITS,
          Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes.length + 16))),
        ),
      },
    }),
  };
}

/** What `compressFile` has done in this thread (each worker thread has its own) since `takeCompressTally`. */
let tally = emptyTally();

function emptyTally() {
  return { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0, ms: 0 };
}

/**
 * The files this thread compressed since the last call, their bytes before and after, and the
 * milliseconds it spent compressing and writing the copies; starts a new count. The build's
 * log reports it (tools/scripts/build-log.mjs).
 * @returns {{ files: number, bytes: number, gzipBytes: number, brotliBytes: number, ms: number }}
 */
export function takeCompressTally() {
  const taken = tally;
  tally = emptyTally();
  return taken;
}

/** The sum of tallies (of several threads). */
export function addCompressTallies(...tallies) {
  const sum = emptyTally();
  for (const part of tallies) for (const key of Object.keys(sum)) sum[key] += part[key];
  return sum;
}

/**
 * Writes the compressed copies of the file at `path`, whose content is `bytes`, when it
 * is eligible. A copy that is not smaller than the original is not written (the
 * server then sends the original).
 * @returns {{ gzipBytes: number, brotliBytes: number } | undefined} the copies' sizes (0: not written); undefined when not eligible
 */
export function compressFile(path, bytes) {
  if (!shouldCompress(path, bytes.length)) return undefined;
  const started = performance.now();
  const { gz, br } = compress(bytes);
  const written = { gzipBytes: 0, brotliBytes: 0 };
  if (gz.length < bytes.length) {
    writeFileSync(`${path}.gz`, gz);
    written.gzipBytes = gz.length;
  }
  if (br.length < bytes.length) {
    writeFileSync(`${path}.br`, br);
    written.brotliBytes = br.length;
  }
  tally.files += 1;
  tally.bytes += bytes.length;
  tally.gzipBytes += written.gzipBytes;
  tally.brotliBytes += written.brotliBytes;
  tally.ms += performance.now() - started;
  return written;
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Lets the event loop run: a caller's other work (prerender.mjs hands pages to its workers) goes on meanwhile. */
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Compresses each eligible file of `paths`, one file per turn of the event loop.
 * @param {Iterable<string>} paths
 * @returns {Promise<{ files: number, bytes: number, gzipBytes: number, brotliBytes: number }>}
 */
export async function compressFiles(paths) {
  const totals = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const path of paths) {
    if (!shouldCompress(path, statSync(path).size)) continue;
    await yieldToEventLoop();
    const bytes = readFileSync(path);
    const written = compressFile(path, bytes);
    totals.files += 1;
    totals.bytes += bytes.length;
    totals.gzipBytes += written.gzipBytes;
    totals.brotliBytes += written.brotliBytes;
  }
  return totals;
}

/**
 * Compresses every eligible file under `dir`.
 * @param {string} dir
 */
export function compressSite(dir) {
  return compressFiles([...filesUnder(resolve(dir))]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node tools/scripts/compress-site.mjs <site folder>');
    process.exit(1);
  }
  const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  compressSite(dir)
    .then((totals) =>
      console.log(
        `Compressed ${totals.files} files (${mb(totals.bytes)}): gzip ${mb(totals.gzipBytes)}, brotli ${mb(totals.brotliBytes)}`,
      ),
    )
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
