#!/usr/bin/env node
/**
 * Prerenders every route of the docs site to static HTML.
 *
 * Run from apps/docs-site after `vite build` (the client bundle in dist/client,
 * the server bundle in dist/server). Writes the deployable site to dist/site:
 * the client assets, `<route>/index.html` per page, `404.html` and the search
 * index. The site gets its own folder so that restoring the cached client build
 * never wipes the prerendered pages. Pages render on worker
 * threads, one per core, which also write them with their compressed copies
 * (prerender-worker.mjs); this thread checks the content and the links.
 *
 * A build loses nothing (bad input gets a clear error and loses nothing): the
 * content is checked before anything is written, and the new site is written to
 * a temporary sibling folder (`dist/.site-build-<pid>`, same file system) that
 * replaces dist/site by renaming only once it is complete. When anything fails,
 * the temporary folder is removed and dist/site is left as it was.
 */
// React's development build validates every element and is several times slower;
// the prerendered pages are production output.
process.env.NODE_ENV = 'production';

import { existsSync, rmSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import {
  contentCheckLine,
  compressLine,
  linksLine,
  markdownLine,
  prerenderLine,
  searchIndexLine,
  shownPath,
  siteLine,
} from './build-log.mjs';
import { addCompressTallies, compressFile, compressFiles, takeCompressTally } from './compress-site.mjs';
import { brokenLinkWarning, locateBrokenLinks, readLinkSources } from './link-sources.mjs';
import { OPENAPI_PATH, publishedOpenApi } from './openapi-json.mjs';
import { llmsFiles } from './llms.mjs';
import { outputFileForPath, siteBase } from './page-document.mjs';
import { removeStaleBuilds, replaceFolder, tempSiblingOf } from './swap-folder.mjs';

export { outputFileForPath };

const appDir = resolve(process.argv[2] ?? process.cwd());
// DOCS_OUT_DIR: the build's output folder when it is not the app's dist/ (tools/synthetic).
const distDir = resolve(appDir, process.env.DOCS_OUT_DIR ?? 'dist');
const clientDir = join(distDir, 'client');
const serverEntry = join(distDir, 'server/entry-server.js');
const siteDir = join(distDir, 'site');
/** Where this build writes the site until it is complete (then renamed to siteDir). */
const buildDir = tempSiblingOf(siteDir);
const reportsDir = join(distDir, 'reports');
// DOCS_CONTENT_DIR: the content folder the bundles were built from, when it is not the workspace's.
const docsDir = resolve(process.env.DOCS_CONTENT_DIR ?? resolve(appDir, '../../content'), 'docs');
const NOT_FOUND_PROBE = '/__not-found__';
/** The workspace root: the lines this step prints name files from it, where npm's commands run. */
const workspaceRoot = resolve(import.meta.dirname, '../..');
/** Pages per worker task. */
const BATCH = 8;

/**
 * Renders pages on worker threads, one per core, each with its own copy of the
 * server bundle, which they start loading at once. The front matter check
 * loads every page, so one of them makes it and keeps the pages for rendering.
 */
function startRenderers() {
  const threads = availableParallelism();
  const pool = new Tinypool({
    filename: new URL('./prerender-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // A second task in hand, so a thread never waits for this one to send the next.
    concurrentTasksPerWorker: 2,
  });
  const entry = pathToFileURL(serverEntry).href;
  /** What the workers' compressing of the pages' copies took, summed over the tasks. */
  let compressed = addCompressTallies();
  /** The workers' time on the pages' Markdown, summed over the tasks. */
  let markdownMs = 0;
  /** Renders and writes `{ path, file, status }` pages, a few per task, in order. */
  const renderPages = async (pages) => {
    const batches = [];
    for (let i = 0; i < pages.length; i += BATCH) batches.push(pages.slice(i, i + BATCH));
    const done = await Promise.all(
      batches.map((batch) => pool.run({ serverEntry: entry, clientDir, siteDir: buildDir, pages: batch })),
    );
    compressed = addCompressTallies(compressed, ...done.map((task) => task.compressed));
    markdownMs += done.reduce((sum, task) => sum + task.markdown.ms, 0);
    return done.flatMap((task) => task.pages);
  };
  const validateContent = () => pool.run({ serverEntry: entry, validate: true });
  /** Writes `{ file, text }` files with their compressed copies, shared out over the threads. */
  const writeFiles = async (files) => {
    const shares = Array.from({ length: threads }, (_, thread) => files.filter((_, i) => i % threads === thread));
    const done = await Promise.all(shares.map((share) => pool.run({ siteDir: buildDir, files: share })));
    compressed = addCompressTallies(compressed, ...done.map((task) => task.compressed));
  };
  // Warm-up only: a bundle that fails to load fails the main thread's own import too.
  for (let thread = 1; thread < threads; thread++) pool.run({ serverEntry: entry }).catch(() => undefined);
  return {
    renderPages,
    validateContent,
    writeFiles,
    threads,
    compressed: () => compressed,
    markdownMs: () => markdownMs,
    close: () => pool.destroy(),
  };
}

/**
 * Puts the client build's files (not its page template and manifest) into the site folder as
 * hard links, which costs a fraction of copying them (a copy where the file system refuses a
 * link). The two folders may share the files: nothing changes them in place, and a new build
 * deletes dist/client's files before writing its own.
 * @returns {Promise<string[]>} the files' paths in the site folder
 */
async function linkClientAssets(from = clientDir, to = buildDir) {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  const linked = await Promise.all(
    entries.map(async (entry) => {
      const source = join(from, entry.name);
      const target = join(to, entry.name);
      if (from === clientDir && ['.vite', 'index.html'].includes(entry.name)) return [];
      if (entry.isDirectory()) return linkClientAssets(source, target);
      await link(source, target).catch(() => copyFile(source, target));
      return [target];
    }),
  );
  return linked.flat();
}

/** A file of the site besides its pages, with its compressed copies. */
async function writeSiteFile(file, text) {
  const out = join(buildDir, file);
  await mkdir(dirname(out), { recursive: true });
  const bytes = Buffer.from(text);
  await writeFile(out, bytes);
  compressFile(out, bytes);
}

/**
 * Broken internal links and anchors are warnings, not build errors, written
 * to dist/reports/links.json; the browser tests require the list to be empty.
 */
async function reportBrokenLinks(broken) {
  await mkdir(reportsDir, { recursive: true });
  await writeFile(join(reportsDir, 'links.json'), `${JSON.stringify(broken, null, 2)}\n`);
  for (const link of broken.slice(0, 20)) console.warn(`warning: ${brokenLinkWarning(link)}`);
  if (broken.length > 20) console.warn(`warning: ... and ${broken.length - 20} more broken links`);
  console.log(linksLine({ broken: broken.length, file: shownPath(join(reportsDir, 'links.json'), workspaceRoot) }));
}

/**
 * The checks that fail a build, before anything is written: the site configuration and every
 * page's front matter (on a worker, which keeps the loaded pages for rendering) and the sidebar
 * against the pages. Returns the server bundle.
 */
async function checkContent(renderers) {
  const started = performance.now();
  const [contentProblems, server] = await Promise.all([
    renderers.validateContent(),
    import(pathToFileURL(serverEntry).href),
  ]);
  const problems = [...contentProblems, ...server.sidebarProblems()];
  if (problems.length > 0) {
    throw new Error(
      `The content has ${problems.length} problem(s); ${siteDir} was left as it was:\n` +
        problems.map((p) => `- ${p}`).join('\n'),
    );
  }
  console.log(contentCheckLine({ ms: performance.now() - started }));
  return server;
}

/** Writes the whole site into buildDir: assets, pages, 404.html, sitemap, feed, OpenAPI document and search index. */
async function writeSite(renderers, server) {
  // This thread compresses the client's files while the workers render the pages (compressFiles
  // lets the event loop hand them pages between two files). The compressed copies are of those
  // files only: the pages get theirs as they are written.
  const assetsCompressed = linkClientAssets().then(compressFiles);
  // Settled at once, so that a failure elsewhere never leaves it rejected unobserved.
  assetsCompressed.catch(() => undefined);

  const { routes, warnings } = server.siteRoutes();
  for (const warning of warnings) console.warn(`warning: ${warning}`);

  const paths = server.prerenderPaths(routes);
  const renderStarted = performance.now();
  // Every page at once: the pool runs a batch per thread and queues the rest, in order.
  const pageLinks = await renderers.renderPages(
    paths.map((path) => ({ path, file: outputFileForPath(path), status: 200 })),
  );
  const failed = pageLinks.find((page) => page.status !== 200);
  if (failed) throw new Error(`Prerendering ${failed.path} gave status ${failed.status}; expected 200.`);

  const [notFound] = await renderers.renderPages([{ path: NOT_FOUND_PROBE, file: '404.html', status: 404 }]);
  if (notFound.status !== 404) throw new Error(`The not-found route rendered with status ${notFound.status}, not 404.`);
  console.log(
    prerenderLine({ routes: paths.length, ms: performance.now() - renderStarted, threads: renderers.threads }),
  );

  await assetsCompressed;
  await writeSiteFile('sitemap.xml', server.sitemap(routes));
  await writeSiteFile('blog/rss.xml', server.blogFeed());
  // The server API's OpenAPI document, beside its reference pages (a content folder without one has none).
  const openApiFile = resolve(docsDir, '..', 'openapi', 'server-api.yaml');
  if (existsSync(openApiFile)) {
    const text = await readFile(openApiFile, 'utf8');
    await writeSiteFile(OPENAPI_PATH, publishedOpenApi(text, server.siteUrl(), shownPath(openApiFile, workspaceRoot)));
  }
  // Markdown for tools: each page's .md is the workers'; the llms files list and gather them.
  const llmsStarted = performance.now();
  const base = siteBase(clientDir);
  const toolsPages = pageLinks.flatMap((page) => (page.tools ? [page.tools] : []));
  const llms = llmsFiles(toolsPages, { ...server.siteIdentity, base });
  // Written and compressed by the render threads, idle now, while this one builds the search index.
  const llmsWritten = renderers.writeFiles([...llms].map(([file, text]) => ({ file, text })));
  llmsWritten.catch(() => undefined);
  console.log(
    markdownLine({
      pages: toolsPages.length,
      threadMs: renderers.markdownMs(),
      llmsFiles: llms.size,
      llmsBytes: [...llms.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0),
      ms: performance.now() - llmsStarted,
    }),
  );
  // The search index goes in with the pages it indexes: a reader never gets one without the other.
  const indexStarted = performance.now();
  const { writeSearchIndex } = await import(pathToFileURL(join(appDir, 'build/search/build-search-index.mjs')).href);
  const { manifest, compressed } = await writeSearchIndex({
    siteDir: buildDir,
    docsDir,
    serverDir: join(distDir, 'server'),
  });
  console.log(
    searchIndexLine({ ...manifest, brotliBytes: compressed.brotliBytes, ms: performance.now() - indexStarted }),
  );
  await llmsWritten;
  // The copies of the pages and llms files (the workers'), of the assets, sitemap, feed and search index (this thread's).
  console.log(compressLine(addCompressTallies(renderers.compressed(), takeCompressTally())));

  const isStaticFile = (link) => {
    const path = link.link.split(/[?#]/)[0];
    return (
      /\.(xml|txt|md|json|svg|png|jpe?g|webp|ico)$/.test(path) && existsSync(join(buildDir, path.replace(base, '')))
    );
  };
  const broken = server.checkLinks({ routes, pages: pageLinks }).filter((link) => !isStaticFile(link));
  return { paths, pageLinks, broken, base };
}

async function main() {
  const started = performance.now();
  const renderers = startRenderers();
  // Stopped by Ctrl+C or a signal: the half-written site goes, dist/site stays.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      rmSync(buildDir, { recursive: true, force: true });
      process.exit(1);
    });
  }
  try {
    const server = await checkContent(renderers);
    await removeStaleBuilds(siteDir);
    await rm(buildDir, { recursive: true, force: true });
    let site;
    try {
      site = await writeSite(renderers, server);
    } catch (error) {
      await rm(buildDir, { recursive: true, force: true });
      throw new Error(`${error instanceof Error ? error.message : error}\n${siteDir} was left as it was.`, {
        cause: error,
      });
    }
    await replaceFolder(buildDir, siteDir);

    await mkdir(reportsDir, { recursive: true });
    await writeFile(join(reportsDir, 'routes.json'), `${JSON.stringify(site.paths, null, 2)}\n`);
    await reportBrokenLinks(
      locateBrokenLinks(site.broken, {
        pages: site.pageLinks,
        sources: readLinkSources(join(distDir, 'server')),
        base: site.base,
      }),
    );
    console.log(siteLine({ dir: shownPath(siteDir, workspaceRoot), ms: performance.now() - started }));
  } finally {
    await renderers.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
