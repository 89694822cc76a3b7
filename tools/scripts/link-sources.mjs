/**
 * Where in the sources a broken link was written. Links are checked in the rendered HTML
 * (prerender.mjs), where they are URLs of the site; authors write them in MDX, from the docs
 * root (`/concepts/x#y`) or relative to the page (`x`, `../x`, `#y`). The MDX build records every
 * link of every page with its line (apps/docs-site/build/mdx/collect-links.ts, written to
 * `dist/server/mdx-links.json`); a broken link is located by resolving each recorded link of
 * its page the way the site's router does and comparing it with the rendered one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file the MDX build writes beside the server bundle. */
export const LINK_SOURCES_FILE = 'mdx-links.json';

/**
 * `{ [file]: [{ href, line }] }` of the server build in `serverDir` (empty when it has none).
 * @param {string} serverDir
 * @returns {Record<string, { href: string, line: number }[]>}
 */
export function readLinkSources(serverDir) {
  const file = join(serverDir, LINK_SOURCES_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

const ORIGIN = 'http://docs.invalid';

/** `pathname + search + hash` of `href` resolved against `base`, or undefined when it is not a URL. */
function resolved(href, base) {
  try {
    const url = new URL(href, base);
    return url.origin === ORIGIN ? `${url.pathname.replace(/\/+$/, '')}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the link `authored` in the MDX of the page at `pagePath` renders as `rendered`. Links from
 * the docs root get the base path; relative links resolve against the page's route, as React
 * Router's do (`x` on `/a/b` is `/a/b/x`), or as a browser's would (`/a/x`); hash-only links stay.
 * @param {string} authored @param {string} rendered @param {string} pagePath @param {string} base
 */
export function rendersAs(authored, rendered, pagePath, base) {
  if (authored === rendered) return true;
  const baseNoSlash = base.replace(/\/+$/, '');
  const page = `${baseNoSlash}${pagePath === '/' ? '' : pagePath}`;
  const target = resolved(rendered, `${ORIGIN}${page}`);
  if (target === undefined) return false;
  const candidates = authored.startsWith('/')
    ? [`${baseNoSlash}${authored}`]
    : [`${ORIGIN}${page}/`, `${ORIGIN}${page}`].map((from) => new URL(authored, from).href);
  return candidates.some((candidate) => resolved(candidate, `${ORIGIN}${page}`) === target);
}

/**
 * A broken link as checkLinks (@docs/content-model) reports it, with where it was written once located.
 * @typedef {{ page: string, link: string, reason: 'missing-page' | 'missing-anchor', target: string, anchor?: string, file?: string, lines?: number[] }} BrokenLink
 */

/**
 * The broken links with the source file (`file`) and the lines (`lines`) where each was written,
 * when the page has a source and the link is in it (links of the site's navigation, or of
 * generated pages, have no line).
 * @param {BrokenLink[]} broken - from checkLinks
 * @param {{ pages: { path: string, source?: string }[], sources: Record<string, { href: string, line: number }[]>, base: string }} options
 * @returns {BrokenLink[]}
 */
export function locateBrokenLinks(broken, { pages, sources, base }) {
  const sourceOf = new Map(pages.map((page) => [page.path, page.source]));
  return broken.map((link) => {
    const file = sourceOf.get(link.page);
    if (!file) return link;
    const lines = (sources[file] ?? [])
      .filter((entry) => rendersAs(entry.href, link.link, link.page, base))
      .map((entry) => entry.line);
    return lines.length > 0 ? { ...link, file, lines: [...new Set(lines)] } : { ...link, file };
  });
}

/**
 * One line of the console's report of a broken link: where it was written (file and line, or the
 * page's route when it has no source), the link, and what is missing.
 * @example brokenLinkWarning({ page: '/a', file: 'content/docs/a.mdx', lines: [12], link: '/tutorials/b#c', reason: 'missing-anchor', target: '/b', anchor: 'c' })
 * // 'content/docs/a.mdx:12: link "/tutorials/b#c": page /b has no heading or element with id "c"'
 * @param {BrokenLink} link
 */
export function brokenLinkWarning(link) {
  const where = link.file
    ? link.lines?.length
      ? link.lines.map((line) => `${link.file}:${line}`).join(', ')
      : `${link.file} (page ${link.page}; the link is not in its MDX: navigation or a component)`
    : `page ${link.page}`;
  const what =
    link.reason === 'missing-anchor'
      ? `page ${link.target} has no heading or element with id "${link.anchor}"`
      : `no page has the path ${link.target}`;
  return `${where}: link "${link.link}": ${what}`;
}
