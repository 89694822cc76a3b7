#!/usr/bin/env node
/**
 * Prerenders every route of the docs site to static HTML.
 *
 * Run from apps/docs-site after `vite build` (dist/client) and
 * `vite build --ssr` (dist/server). Writes the deployable site to dist/site:
 * the client assets, `<route>/index.html` per page and `404.html`. The site
 * gets its own folder so that restoring the cached client build never wipes
 * the prerendered pages (TOOLCHAIN.md).
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const appDir = resolve(process.argv[2] ?? process.cwd());
const clientDir = join(appDir, 'dist/client');
const serverEntry = join(appDir, 'dist/server/entry-server.js');
const siteDir = join(appDir, 'dist/site');
const NOT_FOUND_PROBE = '/__not-found__';

/** Which chunk and stylesheets each source file needs, from Vite's manifest. */
async function readManifest() {
  const text = await readFile(join(clientDir, '.vite/manifest.json'), 'utf8');
  return JSON.parse(text);
}

/** `<link rel="modulepreload">` tags for a page chunk and its static imports, so hydration needs no extra round trip. */
function preloadTags(manifest, file, base) {
  if (!file) return '';
  const key = Object.keys(manifest).find((k) => k.endsWith(file));
  if (!key) return '';
  const seen = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(chunk.file) || chunk.isEntry) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return [...seen].map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}" />`).join('\n    ');
}

/** Output file of a route path: `/` -> index.html, `/a/b` -> a/b/index.html. */
export function outputFileForPath(path) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? join(trimmed, 'index.html') : 'index.html';
}

async function main() {
  const started = performance.now();
  const { render, prerenderPaths, validateContent } = await import(pathToFileURL(serverEntry).href);
  const problems = await validateContent();
  if (problems.length > 0) {
    throw new Error(`The content has ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  const manifest = await readManifest();
  const base = template.match(/src="([^"]*)assets\//)?.[1] ?? '/tutorials/';

  await rm(siteDir, { recursive: true, force: true });
  await cp(clientDir, siteDir, {
    recursive: true,
    filter: (src) => !src.endsWith('index.html') || dirname(src) !== clientDir,
  });
  await rm(join(siteDir, '.vite'), { recursive: true, force: true });

  const pageHtml = (page) =>
    template
      .replace('<!--app-head-->', [page.head, preloadTags(manifest, page.file, base)].filter(Boolean).join('\n    '))
      .replace('<!--app-html-->', page.html);

  const paths = prerenderPaths();
  for (const path of paths) {
    const page = await render(path);
    if (page.status !== 200) throw new Error(`Prerendering ${path} gave status ${page.status}; expected 200.`);
    const out = join(siteDir, outputFileForPath(path));
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, pageHtml(page));
  }

  const notFound = await render(NOT_FOUND_PROBE);
  if (notFound.status !== 404) throw new Error(`The not-found route rendered with status ${notFound.status}, not 404.`);
  await writeFile(join(siteDir, '404.html'), pageHtml(notFound));

  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`Prerendered ${paths.length} pages and 404.html into ${siteDir} in ${seconds}s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
