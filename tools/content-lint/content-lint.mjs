#!/usr/bin/env node
// @ts-check
/**
 * The content lint: every built page's Markdown (tools/scripts/page-markdown.mjs)
 * checked by the rules of lint-page.mjs and twin-pages.mjs. Prints one line per
 * finding and exits with 1 when there is any.
 *
 *   node tools/content-lint/content-lint.mjs                 # the built site, apps/docs-site/dist/site
 *   node tools/content-lint/content-lint.mjs --site <folder>
 *   node tools/content-lint/content-lint.mjs --markdown sdks/robot/quickstart   # a page's Markdown, numbered
 *
 * Pages are read on worker threads, one per core.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import Tinypool from 'tinypool';
import { pageMarkdown } from '../scripts/page-markdown.mjs';
import { formatFinding } from './lint-page.mjs';
import { twinPages } from './rules/twin-pages.mjs';

const workspace = resolve(import.meta.dirname, '../..');
/** Pages per worker task. */
const BATCH = 16;

/**
 * Every page of a built site, as its route (`sdks/robot/quickstart`; the landing page `''`).
 *
 * @param {string} siteDir
 * @returns {string[]}
 */
export function siteRoutes(siteDir) {
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .map((file) =>
      relative(siteDir, join(siteDir, file, '..'))
        .split(sep)
        .join('/'),
    )
    .sort();
}

/**
 * The source file of a route, relative to the workspace, when there is one:
 * `content/docs/<route>.mdx` or `…/index.mdx`, a blog post's `content/blog/<date>-<slug>.mdx`,
 * and for an SDK page without MDX the module that renders it from the data
 * (`content/sdk-data/render.tsx`).
 *
 * @param {string} route
 * @param {string} [contentDir]
 * @returns {string | undefined}
 */
export function sourceFileOf(route, contentDir = join(workspace, 'content')) {
  const candidates = route === '' ? ['docs/index.mdx'] : [`docs/${route}.mdx`, `docs/${route}/index.mdx`];
  const post = /^blog\/([^/]+)$/.exec(route);
  if (post && existsSync(join(contentDir, 'blog'))) {
    const file = readdirSync(join(contentDir, 'blog')).find(
      (name) => name.endsWith(`-${post[1]}.mdx`) && /^\d{4}-\d\d-\d\d-/.test(name),
    );
    if (file) candidates.unshift(`blog/${file}`);
  }
  if (/^sdks\//.test(route)) candidates.push('sdk-data/render.tsx');
  const found = candidates.find((candidate) => existsSync(join(contentDir, candidate)));
  return found && relative(workspace, join(contentDir, found)).split(sep).join('/');
}

/**
 * Lints every page of a built site.
 *
 * @param {string} siteDir
 * @returns {Promise<{ pages: number, lines: string[] }>} the pages linted and one line per finding, by route and line
 */
export async function lintSite(siteDir) {
  const routes = siteRoutes(siteDir);
  const pool = new Tinypool({
    filename: new URL('./lint-worker.mjs', import.meta.url).href,
    minThreads: Math.min(availableParallelism(), 2),
    maxThreads: Math.min(availableParallelism(), 2),
  });
  /** @type {{ route: string, markdown: string | undefined, findings: import('./lint-page.mjs').Finding[] }[]} */
  let results;
  try {
    const batches = [];
    for (let start = 0; start < routes.length; start += BATCH) batches.push(routes.slice(start, start + BATCH));
    results = (await Promise.all(batches.map((batch) => pool.run({ siteDir, routes: batch })))).flat();
  } finally {
    await pool.destroy();
  }
  const pages = results.filter((result) => result.markdown !== undefined);
  const twins = twinPages(pages.map(({ route, markdown }) => ({ route, markdown: /** @type {string} */ (markdown) })));
  const lines = [];
  for (const { route, findings } of pages) {
    const all = [...findings, ...(twins.get(route) ?? [])].sort((a, b) => a.line - b.line);
    if (all.length === 0) continue;
    const page = { route, source: sourceFileOf(route) };
    for (const finding of all) lines.push(formatFinding(page, finding));
  }
  return { pages: pages.length, lines };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({
    options: { site: { type: 'string' }, markdown: { type: 'string' } },
  });
  const siteDir = resolve(values.site ?? join(workspace, 'apps/docs-site/dist/site'));
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.error(
      `content-lint: no built site in ${siteDir} (index.html is missing): build it first with "npx nx run docs-site:search-index".`,
    );
    process.exit(2);
  }
  if (values.markdown !== undefined) {
    const route = values.markdown.replace(/^\/+|\/+$/g, '').replace(/^tutorials\/?/, '');
    const file = join(siteDir, route, 'index.html');
    const markdown = existsSync(file) ? pageMarkdown(readFileSync(file, 'utf8')) : undefined;
    if (markdown === undefined) {
      console.error(`content-lint: ${route || '/'} is not a page with an article in ${siteDir} (expected ${file}).`);
      process.exit(2);
    }
    const lines = markdown.replace(/\n$/, '').split('\n');
    const width = String(lines.length).length;
    console.log(lines.map((line, index) => `${String(index + 1).padStart(width)}  ${line}`).join('\n'));
    process.exit(0);
  }
  const started = performance.now();
  const { pages, lines } = await lintSite(siteDir);
  for (const line of lines) console.log(line);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // The process's CPU time: the worker threads' included.
  const cpu = process.cpuUsage();
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  const routesWithFindings = new Set(lines.map((line) => line.slice(0, line.indexOf(' (line '))));
  console.log(
    `\ncontent-lint: ${lines.length} finding${lines.length === 1 ? '' : 's'} on ${routesWithFindings.size} of ${pages} pages (${seconds} s, ${cpuSeconds} s of CPU)`,
  );
  if (lines.length > 0) {
    console.log(
      'A line is "page (line N of its Markdown): rule: what is wrong and what would be right [source file]";',
    );
    console.log(
      "see a page's Markdown with its line numbers: node tools/content-lint/content-lint.mjs --markdown <page>",
    );
    process.exitCode = 1;
  }
}
