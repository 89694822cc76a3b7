/**
 * Worker thread of tools/scripts/prerender.mjs: loads the server bundle once, renders the
 * pages it is sent and writes each with its compressed copies (page-document.mjs).
 */
// Set in this thread too: React picks its production build from it when the bundle loads.
process.env.NODE_ENV = 'production';

import { takeCompressTally } from './compress-site.mjs';
import { linksAndAnchors, pageWriter } from './page-document.mjs';

let server;
let writer;

/**
 * `{ serverEntry }` only loads the bundle. `{ serverEntry, validate: true }` -> the problems of
 * the pages' front matter. `{ serverEntry, clientDir, siteDir, pages }` renders each
 * `{ path, file, status }` and writes it to `file` when it rendered with `status` ->
 * `{ pages, compressed }`: per page `{ path, status, source, links, anchors }` (`source`: the page's file, when it has one; a few pages per task: every task costs a
 * message each way and the pool's memory reading), and what compressing their copies took (compress-site.mjs's tally).
 */
export default async function renderTask({ serverEntry, validate = false, clientDir, siteDir, pages = [] }) {
  server ??= import(serverEntry);
  const { render, validateContent, appScriptsAfterFirstPaint } = await server;
  if (validate) return validateContent();
  const results = [];
  for (const { path, file, status } of pages) {
    const page = await render(path);
    if (page.status === status) {
      writer ??= pageWriter({ clientDir, siteDir, appScriptsAfterFirstPaint });
      writer(page, file);
    }
    results.push({ path, status: page.status, source: page.file, ...linksAndAnchors(page.html) });
  }
  return { pages: results, compressed: takeCompressTally() };
}
