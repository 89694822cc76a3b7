#!/usr/bin/env node
/**
 * Prerenders every route of the docs site to static HTML.
 *
 * Run from apps/docs-site after `vite build` (the client bundle in dist/client,
 * the server bundle in dist/server). Writes the deployable site to dist/site:
 * the client assets, `<route>/index.html` per page and `404.html`. The site
 * gets its own folder so that restoring the cached client build never wipes
 * the prerendered pages (TOOLCHAIN.md). Pages render on worker threads, one
 * per core (prerender-worker.mjs); this thread checks the content and writes.
 */
// React's development build validates every element and is several times slower;
// the prerendered pages are production output.
process.env.NODE_ENV = 'production';

import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import { deferAppScripts } from './defer-app-scripts.mjs';

const appDir = resolve(process.argv[2] ?? process.cwd());
// DOCS_OUT_DIR: the build's output folder when it is not the app's dist/ (tools/synthetic).
const distDir = resolve(appDir, process.env.DOCS_OUT_DIR ?? 'dist');
const clientDir = join(distDir, 'client');
const serverEntry = join(distDir, 'server/entry-server.js');
const siteDir = join(distDir, 'site');
const reportsDir = join(distDir, 'reports');
const NOT_FOUND_PROBE = '/__not-found__';

/** Which chunk and stylesheets each source file needs, from Vite's manifest. */
async function readManifest() {
  const text = await readFile(join(clientDir, '.vite/manifest.json'), 'utf8');
  return JSON.parse(text);
}

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
  const render = (path) => pool.run({ serverEntry: entry, path });
  const validateContent = () => pool.run({ serverEntry: entry, validate: true });
  // Warm-up only: a bundle that fails to load fails the main thread's own import too.
  for (let thread = 1; thread < threads; thread++) render(null).catch(() => undefined);
  return { render, validateContent, close: () => pool.destroy() };
}

/**
 * Manifest key of each source file by the form pages give (`content/docs/a.mdx`, from the
 * content folder, which may lie outside the workspace: DOCS_CONTENT_DIR), for preloadTags.
 */
const manifestKeys = (manifest) =>
  new Map(
    Object.keys(manifest).map((key) => [
      key.slice(Math.max(0, key.search(/(?:^|\/)content\/(?:docs|blog)\//))).replace(/^\//, ''),
      key,
    ]),
  );

/**
 * `<link rel="modulepreload">` tags for a page chunk and its static imports, so hydration needs
 * no extra round trip, and stylesheet links for their CSS (the components a page imports bring
 * their own), so the prerendered content is styled from the first paint.
 */
function preloadTags(manifest, file, base, keys = manifestKeys(manifest), template = '') {
  if (!file) return '';
  const key = keys.get(file) ?? Object.keys(manifest).find((k) => k.endsWith(file));
  if (!key) return '';
  const seen = new Set();
  const styles = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(chunk.file) || chunk.isEntry) return;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  // What the page template links already (the entry's own imports) is not linked twice.
  const fresh = (f) => !template.includes(`"${base}${f}"`);
  return [
    ...[...styles].filter(fresh).map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}" />`),
    ...[...seen].filter(fresh).map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}" />`),
  ].join('\n    ');
}

/** Output file of a route path: `/` -> index.html, `/a/b` -> a/b/index.html. */
export function outputFileForPath(path) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? join(trimmed, 'index.html') : 'index.html';
}

/** Every link target and element id in a page's markup. */
function linksAndAnchors(html) {
  const links = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => decodeEntities(match[1]));
  const anchors = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeEntities(match[1]));
  return { links, anchors };
}

const decodeEntities = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * Broken internal links and anchors are warnings (SPEC section 5), written
 * to dist/reports/links.json; the browser tests require the list to be empty.
 */
async function reportBrokenLinks(broken) {
  await mkdir(reportsDir, { recursive: true });
  await writeFile(join(reportsDir, 'links.json'), `${JSON.stringify(broken, null, 2)}\n`);
  for (const link of broken.slice(0, 20)) {
    const what = link.reason === 'missing-anchor' ? `has no #${link.anchor}` : 'does not exist';
    console.warn(`warning: ${link.page} links to ${link.link}, which ${what}`);
  }
  if (broken.length > 20) console.warn(`warning: ... and ${broken.length - 20} more broken links`);
  console.log(
    `Link check: ${broken.length} broken internal link(s) or anchor(s); report in ${join(reportsDir, 'links.json')}`,
  );
}

async function main() {
  const started = performance.now();
  const renderers = startRenderers();
  const { render } = renderers;
  const server = await import(pathToFileURL(serverEntry).href);
  const problems = [...(await renderers.validateContent()), ...server.sidebarProblems()];
  if (problems.length > 0) {
    throw new Error(`The content has ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  const manifest = await readManifest();
  const keys = manifestKeys(manifest);
  const base = template.match(/src="([^"]*)assets\//)?.[1] ?? '/tutorials/';

  await rm(siteDir, { recursive: true, force: true });
  await cp(clientDir, siteDir, {
    recursive: true,
    filter: (src) => !src.endsWith('index.html') || dirname(src) !== clientDir,
  });
  await rm(join(siteDir, '.vite'), { recursive: true, force: true });

  // Replacer functions, not strings: `$&` and `$'` in page text (C# `$"...` becomes `$&quot;`) are
  // replacement patterns in a string and would corrupt the page.
  const pageHtml = (page) =>
    deferAppScripts(
      template
        .replace('<!--app-head-->', () =>
          [page.head, preloadTags(manifest, page.file, base, keys, template)].filter(Boolean).join('\n    '),
        )
        .replace('<!--app-html-->', () => page.html),
      server.appScriptsAfterFirstPaint,
    );

  const { routes, warnings } = server.siteRoutes();
  for (const warning of warnings) console.warn(`warning: ${warning}`);

  const paths = server.prerenderPaths(routes);
  // Every page at once: the pool runs one per thread and queues the rest, in order.
  const pageLinks = await Promise.all(
    paths.map(async (path) => {
      const page = await render(path);
      if (page.status !== 200) throw new Error(`Prerendering ${path} gave status ${page.status}; expected 200.`);
      const out = join(siteDir, outputFileForPath(path));
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, pageHtml(page));
      return { path, ...linksAndAnchors(page.html) };
    }),
  );

  await mkdir(reportsDir, { recursive: true });
  await writeFile(join(reportsDir, 'routes.json'), `${JSON.stringify(paths, null, 2)}\n`);
  await writeFile(join(siteDir, 'sitemap.xml'), server.sitemap(routes));
  await mkdir(join(siteDir, 'blog'), { recursive: true });
  await writeFile(join(siteDir, 'blog/rss.xml'), server.blogFeed());
  const isStaticFile = (link) => {
    const path = link.link.split(/[?#]/)[0];
    return /\.(xml|txt|json|svg|png|jpe?g|webp|ico)$/.test(path) && existsSync(join(siteDir, path.replace(base, '')));
  };
  await reportBrokenLinks(server.checkLinks({ routes, pages: pageLinks }).filter((link) => !isStaticFile(link)));

  const notFound = await render(NOT_FOUND_PROBE);
  if (notFound.status !== 404) throw new Error(`The not-found route rendered with status ${notFound.status}, not 404.`);
  await writeFile(join(siteDir, '404.html'), pageHtml(notFound));
  await renderers.close();
  await (await import('./compress-site.mjs')).compressSite(siteDir); // .gz and .br copies for nginx

  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`Prerendered ${paths.length} pages and 404.html into ${siteDir} in ${seconds}s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
