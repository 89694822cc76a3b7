/**
 * Sizes of the Markdown for tools the build writes (tools/scripts/llms.mjs): `llms.txt`,
 * `llms-full.txt` and the largest `llms/<sdk>.txt`, raw, gzip -9 and as the build's brotli copy
 * (what nginx and the Node server send a browser that takes it), and how many `.md` pages.
 *
 *   node tools/bench/llms-size.mjs [siteDir]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** @typedef {{ file: string, bytes: number, gzipBytes: number, brotliBytes: number | undefined }} FileSize */

/** @param {string} siteDir @param {string} file @returns {FileSize} */
function fileSize(siteDir, file) {
  const path = join(siteDir, file);
  const bytes = readFileSync(path);
  return {
    file,
    bytes: bytes.length,
    gzipBytes: gzipSync(bytes, { level: 9 }).length,
    brotliBytes: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : undefined,
  };
}

/** @param {string} dir @returns {number} the `.md` files below `dir` */
function countMarkdown(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countMarkdown(join(dir, entry.name));
    else if (entry.name.endsWith('.md')) count++;
  }
  return count;
}

/**
 * @param {{ siteDir: string }} options a built site
 * @returns {{ index: FileSize, full: FileSize, largestSdk: FileSize, sdkFiles: number, markdownPages: number }}
 */
export function measureLlmsSizes({ siteDir }) {
  if (!existsSync(join(siteDir, 'llms.txt')))
    throw new Error(`${join(siteDir, 'llms.txt')} is missing: build the site first`);
  const sdkFiles = readdirSync(join(siteDir, 'llms')).filter((name) => name.endsWith('.txt'));
  const largest = sdkFiles
    .map((name) => ({ name, bytes: statSync(join(siteDir, 'llms', name)).size }))
    .sort((a, b) => b.bytes - a.bytes)[0];
  return {
    index: fileSize(siteDir, 'llms.txt'),
    full: fileSize(siteDir, 'llms-full.txt'),
    largestSdk: fileSize(siteDir, `llms/${largest.name}`),
    sdkFiles: sdkFiles.length,
    markdownPages: countMarkdown(siteDir),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const siteDir = resolve(process.argv[2] ?? join(import.meta.dirname, '../../apps/docs-site/dist/site'));
  console.log(JSON.stringify(measureLlmsSizes({ siteDir }), null, 2));
}
