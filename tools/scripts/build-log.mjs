/**
 * The lines a site build prints: one per step, with what it made, counts and times, read by a
 * person in the terminal (`npm start`, `npm run build`) and by the benchmark
 * (tools/bench/build-time.mjs), which parses them back with `parseBuildLog`. Each step's line
 * starts with its label and a colon (`client bundle:`) and its own time is the first `in <n> s` after it.
 * Pure functions: the steps (the Vite plugin build/build-report.ts, prerender.mjs, csp.mjs,
 * build-search-index.mjs) measure; these only word it.
 */
import { isAbsolute, relative } from 'node:path';

/** How each step's line starts; the parser finds a step by it. */
export const STEP_LABELS = {
  client: 'client bundle',
  server: 'server bundle',
  mdx: 'MDX compile',
  templates: 'SDK pages',
  report: 'build report',
  contentCheck: 'content check',
  prerender: 'prerender',
  searchIndex: 'search index',
  compress: 'compressed copies',
  markdown: 'page Markdown',
  links: 'links',
  site: 'site',
  csp: 'Content-Security-Policy',
};

/** `6134` (ms) -> `6.1 s`; under a tenth of a second in milliseconds (`40 ms`). */
export function duration(ms) {
  return ms < 100 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Bytes as a reader compares them: `512 B`, `276 KB`, `3.2 MB` (1 KB = 1,024 bytes). */
export function size(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `1255` -> `1,255`. */
export const count = (n) => n.toLocaleString('en');

/** `n` and the noun, plural unless one: `1 page`, `764 pages`, `0 hashes` (with `many`). */
export const counted = (n, one, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * A file as a reader finds it from the workspace root, where npm's commands run
 * (`apps/docs-site/dist/build-report.txt`); absolute when it lies outside.
 */
export function shownPath(file, root) {
  const path = relative(root, file);
  return path === '' || path.startsWith('..') || isAbsolute(path) ? file : path.split('\\').join('/');
}

/**
 * A bundle of `vite build`: `client bundle: 1,255 modules (733 MDX pages) in 12.6 s, 352 files (9.6 MB)`.
 * @param {{ environment: 'client' | 'server', modules: number, mdxPages: number, files: number, bytes: number, ms: number }} bundle
 */
export function bundleLine({ environment, modules, mdxPages, files, bytes, ms }) {
  const pages = mdxPages > 0 ? ` (${counted(mdxPages, 'MDX page')})` : '';
  return `${STEP_LABELS[environment]}: ${counted(modules, 'module')}${pages} in ${duration(ms)}, ${counted(files, 'file')} (${size(bytes)})`;
}

/**
 * The MDX pages' share of a bundle: the time the compile workers spent on them, per thread, as
 * a part of the bundle's time (`MDX compile: 733 pages, 8.6 s on each of 2 threads (68% of the
 * client bundle)`). Undefined when the bundle compiled none (the server bundle reuses the
 * client's).
 * @param {{ pages: number, ms: number, threads: number, bundleMs: number, environment?: string }} compile
 */
export function mdxCompileLine({ pages, ms, threads, bundleMs, environment = 'client' }) {
  if (pages === 0) return undefined;
  return `  ${STEP_LABELS.mdx}: ${counted(pages, 'page')}, ${threadShare({ ms, threads, bundleMs, environment })}`;
}

/** The worker threads' time per thread and its share of a bundle: `8.6 s on each of 2 threads (68% of the client bundle)`. */
function threadShare({ ms, threads, bundleMs, environment }) {
  const perThread = ms / threads;
  const share = Math.round((100 * perThread) / bundleMs);
  return `${duration(perThread)} on each of ${counted(threads, 'thread')} (${share}% of the ${environment} bundle)`;
}

/**
 * `  SDK pages: 619 pages rendered from templates, 1.1 s on each of 2 threads (9% of the client bundle)`:
 * the pages made from content/sdk-data on the build's worker threads (in the bundle's own thread,
 * no time is given: it is interleaved with the bundling); none, no line.
 */
export function templatePagesLine({ pages, ms = 0, threads = 0, bundleMs = 0, environment = 'client' }) {
  if (pages === 0) return undefined;
  const line = `  ${STEP_LABELS.templates}: ${counted(pages, 'page')} rendered from templates`;
  if (threads === 0 || bundleMs === 0) return `${line} (content/sdk-data)`;
  return `${line}, ${threadShare({ ms, threads, bundleMs, environment })}`;
}

/** Where the list of files went: `build report: apps/docs-site/dist/build-report.txt (every file written, with its size)`. */
export const reportLine = (file) => `${STEP_LABELS.report}: ${file} (every file written, with its size)`;

/** `content check: site configuration, front matter and sidebar in 1.4 s` (with loading the server bundle). */
export const contentCheckLine = ({ ms }) =>
  `${STEP_LABELS.contentCheck}: site configuration, front matter and sidebar in ${duration(ms)}`;

/** `prerender: 764 pages (763 routes and 404.html) in 4.2 s on 2 threads`. */
export const prerenderLine = ({ routes, ms, threads }) =>
  `${STEP_LABELS.prerender}: ${counted(routes + 1, 'page')} (${counted(routes, 'route')} and 404.html) in ${duration(ms)} on ${counted(threads, 'thread')}`;

/**
 * `search index: 733 pages, 3,902 sections in 1.1 s (2.0 MB, 427 KB gzip, 370 KB br)`.
 * @param {{ pages: number, sections: number, rawBytes: number, gzipBytes: number, brotliBytes?: number, ms: number }} index
 */
export function searchIndexLine({ pages, sections, rawBytes, gzipBytes, brotliBytes, ms }) {
  const br = brotliBytes ? `, ${size(brotliBytes)} br` : '';
  return `${STEP_LABELS.searchIndex}: ${counted(pages, 'page')}, ${counted(sections, 'section')} in ${duration(ms)} (${size(rawBytes)}, ${size(gzipBytes)} gzip${br})`;
}

/** The search-index target keeping the prerender step's index: `search index: kept the prerender step's (733 pages, 427 KB gzip)`. */
export const keptSearchIndexLine = ({ pages, gzipBytes }) =>
  `${STEP_LABELS.searchIndex}: kept the prerender step's (${counted(pages, 'page')}, ${size(gzipBytes)} gzip)`;

/**
 * The gzip and brotli copies written beside the pages and assets, and the time the threads spent
 * on them while rendering (`compressed copies: 1,905 files (18.1 MB) to 4.0 MB gzip and 3.4 MB
 * brotli, 2.3 s of thread time`).
 * @param {{ files: number, bytes: number, gzipBytes: number, brotliBytes: number, ms: number }} totals
 */
export const compressLine = ({ files, bytes, gzipBytes, brotliBytes, ms }) =>
  `${STEP_LABELS.compress}: ${counted(files, 'file')} (${size(bytes)}) to ${size(gzipBytes)} gzip and ${size(brotliBytes)} brotli, ${duration(ms)} of thread time`;

/**
 * The pages' Markdown (`.md`, made by the prerender workers from the HTML they render, its time
 * being their threads') and the llms files gathered from it (the time of gathering them; the
 * workers write and compress them meanwhile) (`page Markdown: 747 pages, 6.1 s of
 * thread time; 45 llms files (14.2 MB) in 0.3 s`).
 * @param {{ pages: number, threadMs: number, llmsFiles: number, llmsBytes: number, ms: number }} totals
 */
export const markdownLine = ({ pages, threadMs, llmsFiles, llmsBytes, ms }) =>
  `${STEP_LABELS.markdown}: ${counted(pages, 'page')}, ${duration(threadMs)} of thread time; ${counted(llmsFiles, 'llms file')} (${size(llmsBytes)}) in ${duration(ms)}`;

/** `links: no broken internal link or anchor (apps/docs-site/dist/reports/links.json)`. */
export const linksLine = ({ broken, file }) =>
  `${STEP_LABELS.links}: ${broken === 0 ? 'no broken internal link or anchor' : `${counted(broken, 'broken internal link or anchor', 'broken internal links or anchors')}`} (${file})`;

/** The prerender step's total: `site: apps/docs-site/dist/site in 8.9 s`. */
export const siteLine = ({ dir, ms }) => `${STEP_LABELS.site}: ${dir} in ${duration(ms)}`;

/** `Content-Security-Policy: 6 inline script hashes of 764 pages, no analytics, in 0.3 s (…/content-security-policy.conf)`. */
export const cspLine = ({ hashes, pages, analytics, ms, file }) =>
  `${STEP_LABELS.csp}: ${counted(hashes, 'inline script hash', 'inline script hashes')} of ${counted(pages, 'page')}, ${analytics.length ? `analytics from ${analytics.join(' ')}` : 'no analytics'}, in ${duration(ms)} (${file})`;

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const toNumber = (text) => Number(text.replaceAll(',', ''));
const toSeconds = (value, unit) => (unit === 'ms' ? toNumber(value) / 1000 : toNumber(value));

/**
 * The rest of a step's line (its label starts the line, after any indent and any prefix a task
 * runner puts before a task's output, `docs-site:build: `), or undefined.
 */
function stepLine(output, label) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`^(?:\S+:\S+: )?\s*${escaped}: (.*)$`, 'm').exec(output)?.[1];
}

/** The first `in <n> s|ms` of a step's line, in seconds. */
function stepSeconds(output, label) {
  const line = stepLine(output, label);
  const match = line && new RegExp(String.raw`\bin ${NUMBER} (s|ms)\b`).exec(line);
  return match ? toSeconds(match[1], match[2]) : undefined;
}

/**
 * The steps' figures from a build's output (any of them undefined when its line is missing):
 * seconds of each step, the MDX compile's pages, seconds per thread, threads and share of the
 * client bundle (0 to 1), and the compressed copies' and the pages' Markdown's thread time.
 * @param {string} output
 */
export function parseBuildLog(output) {
  const mdx = stepLine(output, STEP_LABELS.mdx);
  const mdxMatch =
    mdx &&
    new RegExp(String.raw`^${NUMBER} pages?, ${NUMBER} (s|ms) on each of ${NUMBER} threads? \((\d+)% of`).exec(mdx);
  const compress = stepLine(output, STEP_LABELS.compress);
  const compressMatch = compress && new RegExp(String.raw`, ${NUMBER} (s|ms) of thread time`).exec(compress);
  const markdown = stepLine(output, STEP_LABELS.markdown);
  const markdownMatch = markdown && new RegExp(String.raw`, ${NUMBER} (s|ms) of thread time`).exec(markdown);
  return {
    clientSeconds: stepSeconds(output, STEP_LABELS.client),
    serverSeconds: stepSeconds(output, STEP_LABELS.server),
    mdxCompile: mdxMatch
      ? {
          pages: toNumber(mdxMatch[1]),
          secondsPerThread: toSeconds(mdxMatch[2], mdxMatch[3]),
          threads: toNumber(mdxMatch[4]),
          share: Number(mdxMatch[5]) / 100,
        }
      : undefined,
    contentCheckSeconds: stepSeconds(output, STEP_LABELS.contentCheck),
    pagesSeconds: stepSeconds(output, STEP_LABELS.prerender),
    searchIndexSeconds: stepSeconds(output, STEP_LABELS.searchIndex),
    compressThreadSeconds: compressMatch ? toSeconds(compressMatch[1], compressMatch[2]) : undefined,
    markdownThreadSeconds: markdownMatch ? toSeconds(markdownMatch[1], markdownMatch[2]) : undefined,
    prerenderSeconds: stepSeconds(output, STEP_LABELS.site),
    cspSeconds: stepSeconds(output, STEP_LABELS.csp),
  };
}
