/**
 * Worker thread of tools/scripts/prerender.mjs: loads the server bundle once, renders the
 * pages it is sent and writes each with its compressed copies (page-document.mjs).
 */
// Set in this thread too: React picks its production build from it when the bundle loads.
process.env.NODE_ENV = 'production';

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compressFile, takeCompressTally } from './compress-site.mjs';
import { toolsPage } from './llms.mjs';
import { markdownFileForPath } from './markdown-path.mjs';
import { linksAndAnchors, pageWriter, siteBase } from './page-document.mjs';

let server;
let writer;
let base;
/** The site's origin (`https://docs.example`), which the Markdown's links to the site start with. */
let origin;
/** Milliseconds this thread spent on pages' Markdown since its last task reported them. */
let markdownMs = 0;

/**
 * Writes `{ file, text }` files of the site with their compressed copies (the llms files, which
 * the main thread gathers while these threads would be idle) -> `{ compressed }`.
 */
function writeFiles(siteDir, files) {
  for (const { file, text } of files) {
    const out = join(siteDir, file);
    mkdirSync(dirname(out), { recursive: true });
    const bytes = Buffer.from(text);
    writeFileSync(out, bytes);
    compressFile(out, bytes);
  }
  return { compressed: takeCompressTally() };
}

/**
 * A page's Markdown at its address plus `.md` (with its compressed copies), and the page with
 * the `<link rel="alternate" type="text/markdown">` that names it. Made here, from the HTML in
 * memory: reading the pages back after the build would parse each twice.
 * -> `{ page, tools }` (`tools`: what the llms files need of it; none for a page without an article)
 */
function withMarkdown(page, path, siteDir) {
  const started = performance.now();
  const html = page.html;
  const tools = toolsPage({
    path,
    html: `<head>${page.head}</head><body>${html}</body>`,
    sdks: page.sdks,
    base,
    origin,
  });
  markdownMs += performance.now() - started;
  if (!tools) return { page, tools };
  const file = markdownFileForPath(path);
  const out = join(siteDir, file);
  mkdirSync(dirname(out), { recursive: true });
  const bytes = Buffer.from(tools.markdown);
  writeFileSync(out, bytes);
  compressFile(out, bytes);
  const link = `<link rel="alternate" type="text/markdown" href="${base}${encodeURI(file)}" />`;
  return { page: { ...page, head: `${page.head}\n    ${link}` }, tools };
}

/**
 * `{ siteDir, files }` writes files (writeFiles). `{ serverEntry }` only loads the bundle. `{ serverEntry, validate: true }` -> the problems of
 * the pages' front matter. `{ serverEntry, clientDir, siteDir, pages }` renders each
 * `{ path, file, status }` and writes it to `file` when it rendered with `status` ->
 * `{ pages, compressed, markdown }`: per page `{ path, status, source, tools, links, anchors }` (`tools`: llms.mjs's `toolsPage`) (`source`: the page's file, when it has one; a few pages per task: every task costs a
 * message each way and the pool's memory reading), what compressing their copies took (compress-site.mjs's tally) and the thread's time on Markdown.
 */
export default async function renderTask({ serverEntry, validate = false, clientDir, siteDir, pages = [], files }) {
  if (files) return writeFiles(siteDir, files);
  server ??= import(serverEntry);
  const { render, validateContent, appScriptsAfterFirstPaint, siteIdentity } = await server;
  origin ??= new URL(siteIdentity.origin).origin;
  if (validate) return validateContent();
  const results = [];
  base ??= siteBase(clientDir);
  for (const { path, file, status } of pages) {
    const rendered = await render(path);
    let tools;
    if (rendered.status === status) {
      writer ??= pageWriter({ clientDir, siteDir, appScriptsAfterFirstPaint });
      const page = status === 200 ? withMarkdown(rendered, path, siteDir) : { page: rendered };
      tools = page.tools;
      writer(page.page, file);
    }
    results.push({ path, status: rendered.status, source: rendered.file, tools, ...linksAndAnchors(rendered.html) });
  }
  const markdown = { ms: markdownMs };
  markdownMs = 0;
  return { pages: results, compressed: takeCompressTally(), markdown };
}
