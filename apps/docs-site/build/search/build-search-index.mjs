#!/usr/bin/env node
/**
 * Builds the site's offline search index from the prerendered pages.
 *
 * The prerender step (tools/scripts/prerender.mjs) builds it into the new site
 * before that replaces the old one, so a reader never gets pages and an index of
 * two builds; `nx run docs-site:search-index` (run from apps/docs-site) rebuilds
 * it in a built site. Either way the index is written to a temporary folder
 * beside the site and renamed into place once complete (swap-folder.mjs).
 * Reads every `dist/site/**\/index.html` with a doc article (pages served a
 * second time under another path, whose canonical link points elsewhere, are
 * left out), adds each page's `sdks` front matter, and writes
 * (search-data.mjs describes the two data files):
 *
 * - `dist/site/search/titles.json`: pages, sections, the titles index and the
 *   name of the full-text file;
 * - `dist/site/search/full-<hash>.json`: the full-text index and the excerpts;
 * - `dist/site/search/manifest.json`: both files and their sizes, for tools
 *   (the benchmark);
 * - a `.gz` and a `.br` copy of each, as the prerender step writes for the
 *   rest of the site (it runs before this one), for nginx to serve as they are.
 *
 * The browser fetches `titles.json` (revalidated: a fixed name saves a round
 * trip to a manifest) when a reader points at the search button or opens
 * search, and the full-text file it names when search opens.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { keptSearchIndexLine, searchIndexLine, size } from '../../../../tools/scripts/build-log.mjs';
import { compressSite } from '../../../../tools/scripts/compress-site.mjs';
import { replaceFolder, tempSiblingOf } from '../../../../tools/scripts/swap-folder.mjs';
import { extractPage } from './extract.mjs';
import { readGeneratedFrontMatter, sdksForPath } from './front-matter.mjs';
import { buildSearchData, SEARCH_DATA_VERSION } from './search-data.mjs';

/** Budget of issue #22: the whole index (both files) at most 250 KB gzip. The benchmark checks it; the build warns. */
export const INDEX_GZIP_BUDGET = 250 * 1024;
export const SEARCH_DIR = 'search';
export const MANIFEST_FILE = 'manifest.json';
export const TITLES_FILE = 'titles.json';

/** Route path of a prerendered file: `index.html` -> `/`, `a/b/index.html` -> `/a/b`. */
export function pathForFile(file) {
  const trimmed = file
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '');
  return `/${trimmed}`;
}

/**
 * Reads the pages of a prerendered site.
 * @param {{ siteDir: string, docsDir: string, base?: string }} options
 */
export async function readSitePages({ siteDir, docsDir, generated = {}, base = '/tutorials/' }) {
  const files = (await readdir(siteDir, { recursive: true }))
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .sort();
  const pages = [];
  for (const file of files) {
    const path = pathForFile(file);
    const page = extractPage(await readFile(join(siteDir, file), 'utf8'), { path, base });
    if (!page || page.canonicalPath !== path) continue;
    const sdks = await sdksForPath(docsDir, path, generated);
    pages.push(sdks ? { ...page, sdks } : page);
  }
  return pages;
}

/**
 * Builds the index of the site in `siteDir` and puts it in `siteDir/search`; returns what it wrote.
 * @param {{ siteDir: string, docsDir: string, serverDir?: string, base?: string }} options - `docsDir`: the pages' MDX (their `sdks`);
 *   `serverDir`: the server bundle, beside which the build wrote the SDK pages' front matter
 */
export async function writeSearchIndex({ siteDir, docsDir, serverDir, base = '/tutorials/' }) {
  try {
    await readFile(join(siteDir, 'index.html'));
  } catch {
    throw new Error(`Search index: no prerendered site in ${siteDir}; run "nx run docs-site:prerender" first.`);
  }
  const generated = serverDir ? await readGeneratedFrontMatter(serverDir) : {};
  const pages = await readSitePages({ siteDir, docsDir, generated, base });
  if (pages.length === 0) throw new Error(`Search index: no page of ${siteDir} has a doc article to index.`);
  const data = buildSearchData(pages);
  const finalDir = join(siteDir, SEARCH_DIR);
  // Beside the site folder, not in it: a half-written index is never served.
  const outDir = tempSiblingOf(join(dirname(siteDir), SEARCH_DIR));
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const writeData = async (file, json) => {
    await writeFile(join(outDir, file), json);
    return { file, rawBytes: Buffer.byteLength(json), gzipBytes: gzipSync(json, { level: 9 }).length };
  };
  const fullJson = JSON.stringify(data.full);
  const full = await writeData(
    `full-${createHash('sha256').update(fullJson).digest('hex').slice(0, 10)}.json`,
    fullJson,
  );
  // The titles file names its full-text file: the browser fetches it first, under a fixed
  // name, and never pairs files of two builds.
  const titles = await writeData(TITLES_FILE, JSON.stringify({ ...data.titles, full: full.file }));
  const manifest = {
    version: SEARCH_DATA_VERSION,
    titles,
    full,
    rawBytes: titles.rawBytes + full.rawBytes,
    gzipBytes: titles.gzipBytes + full.gzipBytes,
    pages: data.titles.pages.length,
    sections: data.titles.sections.length,
  };
  await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const compressed = await compressSite(outDir);
  await replaceFolder(outDir, finalDir);
  return { outDir: finalDir, manifest, compressed };
}

/**
 * The index the site in `siteDir` already has (its manifest), when it is complete: the prerender
 * step writes it with the pages, so the `search-index` target need not build it again.
 */
export async function existingSearchIndex(siteDir) {
  const outDir = join(siteDir, SEARCH_DIR);
  try {
    const manifest = JSON.parse(await readFile(join(outDir, MANIFEST_FILE), 'utf8'));
    if (manifest.version !== SEARCH_DATA_VERSION) return undefined;
    await Promise.all([readFile(join(outDir, manifest.titles.file)), readFile(join(outDir, manifest.full.file))]);
    return { outDir, manifest };
  } catch {
    return undefined;
  }
}

// `node build-search-index.mjs [appDir] [--if-missing]`: --if-missing keeps a complete index.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const args = process.argv.slice(2);
  const appDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? process.cwd());
  const distDir = resolve(appDir, process.env.DOCS_OUT_DIR ?? 'dist');
  const contentDir = resolve(process.env.DOCS_CONTENT_DIR ?? join(appDir, '../../content'));
  const siteDir = join(distDir, 'site');
  const existing = args.includes('--if-missing') ? await existingSearchIndex(siteDir) : undefined;
  (existing
    ? Promise.resolve(existing)
    : writeSearchIndex({ siteDir, docsDir: join(contentDir, 'docs'), serverDir: join(distDir, 'server') })
  )
    .then(({ manifest, compressed }) => {
      console.log(
        compressed
          ? searchIndexLine({ ...manifest, brotliBytes: compressed.brotliBytes, ms: performance.now() - started })
          : keptSearchIndexLine(manifest),
      );
      if (manifest.gzipBytes > INDEX_GZIP_BUDGET) {
        console.warn(`warning: the search index is over its budget of ${size(INDEX_GZIP_BUDGET)} gzip.`);
      }
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
