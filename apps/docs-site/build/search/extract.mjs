/**
 * Reads what search needs from one prerendered page: its title, description,
 * canonical path and the text of each section (the part before the first h2,
 * then one section per h2 or h3 with an id). Working from the prerendered HTML
 * means the index holds what readers see, including text that components
 * render (install commands, SDK facts, member lists).
 */
import { parse } from 'parse5';

/** Elements whose text is not prose a reader would search for. */
const SKIPPED_TAGS = new Set(['pre', 'button', 'svg', 'script', 'style', 'template', 'noscript', 'select']);
/** Elements after which words must not run together. */
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'blockquote',
  'aside',
  'figure',
  'figcaption',
  'br',
  'hr',
  'header',
  'footer',
  'nav',
  'fieldset',
  'legend',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'details',
  'summary',
]);
const SECTION_HEADINGS = new Set(['h2', 'h3']);

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;
const hasClass = (node, name) => (attribute(node, 'class') ?? '').split(/\s+/).includes(name);
const collapse = (text) => text.replace(/\s+/g, ' ').trim();

function findElement(node, test) {
  if (node.tagName && test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether an element's text stays out of the index: code blocks, buttons, status messages, anchor
 * links, and what some SDKs' readers see only (`data-sdks`: a page prerendered for every reader
 * carries, for instance, the install step of each SDK and the "Shown for" line of each sample).
 */
function isSkipped(node) {
  return (
    SKIPPED_TAGS.has(node.tagName) ||
    attribute(node, 'data-sdks') !== undefined ||
    hasClass(node, 'heading-anchor') ||
    attribute(node, 'aria-hidden') === 'true' ||
    attribute(node, 'role') === 'status' ||
    attribute(node, 'role') === 'tablist' ||
    attribute(node, 'hidden') !== undefined
  );
}

/** The visible text of an element, without code blocks, buttons or heading anchors. */
export function textOf(node) {
  const parts = [];
  const visit = (current) => {
    if (current.nodeName === '#text') parts.push(current.value);
    else if (current.tagName && isSkipped(current)) return;
    for (const child of current.childNodes ?? []) visit(child);
    if (current.tagName && BLOCK_TAGS.has(current.tagName)) parts.push(' ');
  };
  visit(node);
  return collapse(parts.join(''));
}

/** Path of a URL below the site's base path: `https://x/tutorials/a/b` -> `/a/b`, the base itself -> `/`. */
export function pathBelowBase(url, base) {
  const { pathname } = new URL(url, 'http://site.invalid');
  const decoded = decodeURIComponent(pathname);
  if (!decoded.startsWith(base)) return undefined;
  return `/${decoded.slice(base.length).replace(/\/+$/, '')}`;
}

/**
 * One page's search data, or `undefined` for a page without a doc article
 * (blog listings, tag pages, the not-found page).
 *
 * @param {string} html the prerendered page
 * @param {{ path: string, base?: string }} options the page's route path (`/a/b`) and the site base
 * @returns {{ path: string, title: string, description: string, canonicalPath: string,
 *   sections: { anchor: string, heading: string, text: string }[] } | undefined}
 */
export function extractPage(html, { path, base = '/tutorials/' }) {
  const document = parse(html);
  const article = findElement(document, (node) => node.tagName === 'article' && hasClass(node, 'doc'));
  if (!article) return undefined;
  const head = findElement(document, (node) => node.tagName === 'head');
  const meta = (name) =>
    head && findElement(head, (node) => node.tagName === 'meta' && attribute(node, 'name') === name);
  const canonical =
    head && findElement(head, (node) => node.tagName === 'link' && attribute(node, 'rel') === 'canonical');
  const canonicalUrl = canonical && attribute(canonical, 'href');
  const h1 = findElement(article, (node) => node.tagName === 'h1');
  const title = h1 ? textOf(h1) : '';
  if (!title) throw new Error(`Search index: the page ${path} has a doc article without an h1 title.`);

  const sections = [{ anchor: '', heading: '', parts: [] }];
  const visit = (node) => {
    if (node.nodeName === '#text') {
      sections[sections.length - 1].parts.push(node.value);
      return;
    }
    if (!node.tagName) return;
    if (node === h1 || isSkipped(node)) return;
    const id = attribute(node, 'id');
    if (SECTION_HEADINGS.has(node.tagName) && id) {
      sections.push({ anchor: id, heading: textOf(node), parts: [] });
      return;
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (BLOCK_TAGS.has(node.tagName)) sections[sections.length - 1].parts.push(' ');
  };
  for (const child of article.childNodes) visit(child);

  return {
    path,
    title,
    description: collapse(attribute(meta('description') ?? {}, 'content') ?? ''),
    canonicalPath: (canonicalUrl && pathBelowBase(canonicalUrl, base)) ?? path,
    sections: sections
      .map(({ anchor, heading, parts }) => ({ anchor, heading, text: collapse(parts.join('')) }))
      .filter((section) => section.anchor !== '' || section.text !== ''),
  };
}
