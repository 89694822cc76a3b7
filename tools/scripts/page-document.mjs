/**
 * A rendered page made into its HTML document and written to the site folder, with its
 * compressed copies: the work of each prerender worker (prerender-worker.mjs) after it
 * renders a page, so the main thread only hands out paths and collects links.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeHTMLAttribute } from 'entities';
import { compressFile } from './compress-site.mjs';
import { deferAppScripts } from './defer-app-scripts.mjs';

/** Output file of a route path: `/` -> index.html, `/a/b` -> a/b/index.html. */
export function outputFileForPath(path) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? join(trimmed, 'index.html') : 'index.html';
}

/**
 * Manifest key of each source file by the form pages give (`content/docs/a.mdx`, from the
 * content folder, which may lie outside the workspace: DOCS_CONTENT_DIR), for pageAssetTags.
 */
export const manifestKeys = (manifest) =>
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
export function pageAssetTags(manifest, file, base, keys = manifestKeys(manifest), template = '') {
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

/** Every link target and element id in a page's markup. */
export function linksAndAnchors(html) {
  const links = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => decodeHTMLAttribute(match[1]));
  const anchors = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeHTMLAttribute(match[1]));
  return { links, anchors };
}

const baseOf = (template) => template.match(/src="([^"]*)assets\//)?.[1] ?? '/tutorials/';

/** The site's base path (`/tutorials/`), as Vite wrote it into the page template. */
export const siteBase = (clientDir) => baseOf(readFileSync(join(clientDir, 'index.html'), 'utf8'));

/**
 * The writer of one build's pages: Vite's page template and manifest from `clientDir`, the
 * server bundle's `appScriptsAfterFirstPaint`, output under `siteDir`.
 * @returns {(page: { head: string, html: string, file?: string, module?: string }, file: string) => void}
 */
export function pageWriter({ clientDir, siteDir, appScriptsAfterFirstPaint }) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const keys = manifestKeys(manifest);
  const base = baseOf(template);
  // Replacer functions, not strings: `$&` and `$'` in page text (C# `$"...` becomes `$&quot;`) are
  // replacement patterns in a string and would corrupt the page.
  const documentOf = (page) =>
    deferAppScripts(
      template
        .replace('<!--app-head-->', () =>
          [page.head, pageAssetTags(manifest, page.module ?? page.file, base, keys, template)]
            .filter(Boolean)
            .join('\n    '),
        )
        .replace('<!--app-html-->', () => page.html),
      appScriptsAfterFirstPaint,
    );
  // Synchronous file calls: the worker has nothing else to do meanwhile, and each asynchronous
  // call would queue on the thread pool that every thread of the process shares.
  return (page, file) => {
    const out = join(siteDir, file);
    mkdirSync(dirname(out), { recursive: true });
    const bytes = Buffer.from(documentOf(page));
    writeFileSync(out, bytes);
    compressFile(out, bytes); // .gz and .br copies for nginx
  };
}
