/**
 * Markdown for tools and AI assistants, written by the prerender step from the pages it
 * renders (the llms.txt convention, https://llmstxt.org):
 *
 * - every page's Markdown at its address plus `.md` (markdown-path.mjs), for the SDK the page
 *   is written for: an SDK's own pages their SDK, general pages and blog posts the default SDK;
 * - `llms.txt`: the site's title, a one-paragraph summary, then the general docs by section
 *   (the first crumb of each page's breadcrumbs: the sidebar's top category) as
 *   `- [Title](url.md): description` lines, one line per SDK pointing at its own file, and the
 *   blog posts under `Optional` (what a tool may skip);
 * - `llms-full.txt`: every general page in full, as the default SDK's reader reads it;
 * - `llms/<sdk>.txt` for every SDK of the catalogue: the general pages that apply to it (their
 *   `sdks` front matter names it, or none), written for it (its blocks, its code samples in its
 *   language), then its own pages.
 *
 * A page served a second time under another address (its canonical link points elsewhere) has
 * its `.md` but is listed once, under its own address.
 */
import { decodeHTML } from 'entities';
import { DEFAULT_SDK, SDK_CATALOG, SDK_KEYS, sdkForPath, sdksForFilters } from '@docs/sdk-catalog';
import { markdownFileForPath } from './markdown-path.mjs';
import { pageMarkdownBySdk } from './page-markdown.mjs';

/** @typedef {import('@docs/sdk-catalog').SdkKey} SdkKey */

/**
 * What the llms files need of one page, made where its HTML is (a prerender worker).
 *
 * @typedef {object} ToolsPage
 * @property {string} path the route path (`/getting-started/overview`)
 * @property {string} title
 * @property {string} description
 * @property {string} section the first crumb of its breadcrumbs (`Getting started`), or `''`
 * @property {'general' | 'sdk' | 'blog' | 'listing'} kind `listing`: a page listing others (the blog's
 *   index, archive and tags), which has its `.md` but is in none of the llms files' lists
 * @property {SdkKey} [owner] the SDK whose page it is (kind `sdk`)
 * @property {boolean} alias served a second time here; its own address is elsewhere
 * @property {string} markdown what its `.md` holds
 * @property {{ sdks: SdkKey[], markdown: string }[]} [variants] a general page's Markdown (without
 *   its front matter) for the SDKs it applies to, one entry per different text
 */

/** Header of the file that holds the llms files' summary line, for every file. */
const SUMMARY =
  'Documentation of Eyes, a visual-testing product that compares screenshots of applications with approved baselines: concepts, the Test Manager, integrations, the server API and one set of pages per SDK.';

/** The first crumb of a page's breadcrumbs: the sidebar category it is in. @param {string} html */
function firstCrumb(html) {
  const trail = html.match(/aria-label="Breadcrumbs"><ol\b[^>]*><li\b[^>]*>(?:<[^>]+>)*([^<]*)</);
  return trail ? decodeHTML(trail[1]).trim() : '';
}

/** Whether the page's canonical link names another address than `path` under `base`. */
function isAlias(html, path, base) {
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  if (!canonical) return false;
  const own = `${base}${path.replace(/^\/+/, '')}`;
  return decodeURI(new URL(decodeHTML(canonical)).pathname) !== decodeURI(own);
}

/**
 * The SDKs a general page applies to, in catalogue order: those its `sdks` front matter stands
 * for (keys, aliases, platforms, API families: `sdksForFilters`), or every SDK when it names none
 * or `all`.
 *
 * @param {readonly string[] | undefined} sdks
 * @returns {SdkKey[]}
 */
export function applyingSdks(sdks) {
  return [...sdksForFilters(sdks)];
}

/**
 * A rendered page's Markdown and what the llms files list of it; `undefined` for a page with
 * no doc article (blog listings, tag pages).
 *
 * @param {{ path: string, html: string, sdks?: readonly string[], base: string, origin?: string }} page the
 *   route path, the page's document, its `sdks` front matter, the site's base path (`/tutorials/`)
 *   and its origin (`https://docs.example`), which the Markdown's links to the site start with
 * @returns {ToolsPage | undefined}
 */
export function toolsPage({ path, html, sdks, base, origin = '' }) {
  const owner = sdkForPath(path);
  const kind = owner ? 'sdk' : /^\/blog(\/|$)/.test(path) ? 'blog' : 'general';
  const applying = kind === 'general' ? applyingSdks(sdks) : [];
  const readers = owner ? [owner] : [...new Set([DEFAULT_SDK, ...applying])];
  const read = pageMarkdownBySdk(html, readers, { origin });
  if (!read) return undefined;
  const markdown = /** @type {string} */ (read.bySdk.get(owner ?? DEFAULT_SDK));
  /** @type {Map<string, SdkKey[]>} */
  const groups = new Map();
  // Grouped by the text without its front matter (which names each SDK): the SDKs that read the same.
  for (const sdk of applying) {
    const text = body(/** @type {string} */ (read.bySdk.get(sdk)));
    groups.set(text, [...(groups.get(text) ?? []), sdk]);
  }
  return {
    path,
    title: read.title,
    description: read.description,
    section: firstCrumb(html),
    kind: read.listing ? 'listing' : kind,
    ...(owner ? { owner } : {}),
    alias: isAlias(html, path, base),
    markdown,
    ...(kind === 'general' ? { variants: [...groups].map(([text, keys]) => ({ sdks: keys, markdown: text })) } : {}),
  };
}

/** A page's Markdown without its front matter. @param {string} markdown */
const body = (markdown) => markdown.replace(/^---\n[\s\S]*?\n---\n+/, '');

/**
 * A page in a file of several: its own `# Title`, then the address of its Markdown, then
 * the rest (pages whose article opens without a title get one).
 *
 * @param {ToolsPage} page
 * @param {string} markdown
 * @param {string} url
 */
function inFull(page, markdown, url) {
  const text = body(markdown).trimEnd();
  const [first, ...rest] = text.split('\n');
  return first.startsWith('# ')
    ? [first, `Source: ${url}`, ...rest].join('\n')
    : [`# ${page.title}`, `Source: ${url}`, '', text].join('\n');
}

/** One line of a list of pages. @param {string} title @param {string} url @param {string} description */
const entryLine = (title, url, description) =>
  `- [${title.replace(/[[\]]/g, '\\$&')}](${url})${description ? `: ${description.replace(/\s+/g, ' ')}` : ''}`;

/**
 * The llms files of a site from its pages (in the order of its routes).
 *
 * @param {ToolsPage[]} pages
 * @param {{ title: string, origin: string, base: string }} site the site's title, its origin
 *   (`https://docs.example`) and base path (`/tutorials/`)
 * @returns {Map<string, string>} file (relative to the site folder) -> text
 */
export function llmsFiles(pages, { title, origin, base }) {
  const url = (file) => new URL(`${base}${file}`, origin).href;
  const mdUrl = (page) => url(markdownFileForPath(page.path));
  const listed = pages.filter((page) => !page.alias);
  const general = listed.filter((page) => page.kind === 'general');
  const header = (heading, summary) => `# ${heading}\n\n> ${summary}\n`;
  /** @type {Map<string, string>} */
  const files = new Map();

  /** @type {Map<string, ToolsPage[]>} */
  const sections = new Map();
  for (const page of general) {
    const section = page.section || 'Overview';
    sections.set(section, [...(sections.get(section) ?? []), page]);
  }
  const ownPages = (sdk) => listed.filter((page) => page.owner === sdk);
  const posts = listed.filter((page) => page.kind === 'blog');
  files.set(
    'llms.txt',
    [
      header(title, SUMMARY),
      `Every page is also served as Markdown at its address plus \`.md\`, as listed below. \`llms-full.txt\` holds the general docs in full; \`llms/<sdk>.txt\` holds them for one SDK (its code samples, only the pages that apply to it) with that SDK's own pages.\n`,
      ...[...sections].map(
        ([section, members]) =>
          `## ${section}\n\n${members.map((page) => entryLine(page.title, mdUrl(page), page.description)).join('\n')}\n`,
      ),
      `## SDKs\n\n${SDK_KEYS.map((sdk) =>
        entryLine(
          SDK_CATALOG[sdk].name,
          url(`llms/${sdk}.txt`),
          `the general docs for ${SDK_CATALOG[sdk].name} and its ${ownPages(sdk).length} pages, with its code`,
        ),
      ).join('\n')}\n`,
      ...(posts.length > 0
        ? [`## Optional\n\n${posts.map((page) => entryLine(page.title, mdUrl(page), page.description)).join('\n')}\n`]
        : []),
    ].join('\n'),
  );

  files.set(
    'llms-full.txt',
    [
      header(title, `${SUMMARY} The general docs in full, with ${SDK_CATALOG[DEFAULT_SDK].name} code samples.`),
      ...general.map((page) => inFull(page, page.markdown, mdUrl(page))),
    ].join('\n\n') + '\n',
  );

  for (const sdk of SDK_KEYS) {
    const name = SDK_CATALOG[sdk].name;
    const forSdk = general.flatMap((page) => {
      const variant = page.variants?.find((candidate) => candidate.sdks.includes(sdk));
      return variant ? [inFull(page, variant.markdown, mdUrl(page))] : [];
    });
    files.set(
      `llms/${sdk}.txt`,
      [
        header(
          `${title} for ${name}`,
          `The general docs that apply to ${name}, with its code samples, then the ${name} pages.`,
        ),
        ...forSdk,
        ...ownPages(sdk).map((page) => inFull(page, page.markdown, mdUrl(page))),
      ].join('\n\n') + '\n',
    );
  }
  return files;
}
