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

/** Whether an element holds a section heading (an h2 or h3 with an id) below it. */
function containsSectionHeading(node) {
  return (node.childNodes ?? []).some(
    (child) =>
      child.tagName &&
      ((SECTION_HEADINGS.has(child.tagName) && attribute(child, 'id')) || containsSectionHeading(child)),
  );
}

function findElement(node, test) {
  if (node.tagName && test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether an element is the header bar of an untitled code block: the element just before the
 * block's `pre` that holds its copy button. Its caption is the code's language or family
 * (`TypeScript`, `Shell`, `Cypress`), a label of the code left out, not words of the page: indexed,
 * `typescript` found every Server API request section. A titled block is a `figure`: its title
 * (a file name such as `cypress.config.js`) is kept.
 */
function isCodeBlockHeader(node) {
  const parent = node.parentNode;
  if (!parent || parent.tagName === 'figure') return false;
  const elements = (parent.childNodes ?? []).filter((child) => child.tagName);
  const next = elements[elements.indexOf(node) + 1];
  return next?.tagName === 'pre' && findElement(node, (child) => child.tagName === 'button') !== undefined;
}

/**
 * Whether an element's text stays out of the index: code blocks and their captions, buttons,
 * status messages, anchor links, and what some SDKs' readers see only (`data-sdks`: a page
 * prerendered for every reader carries, for instance, the install step of each SDK and the
 * "Shown for" line of each sample).
 */
function isSkipped(node) {
  return (
    SKIPPED_TAGS.has(node.tagName) ||
    isCodeBlockHeader(node) ||
    attribute(node, 'data-sdks') !== undefined ||
    hasClass(node, 'heading-anchor') ||
    attribute(node, 'aria-hidden') === 'true' ||
    attribute(node, 'role') === 'status' ||
    attribute(node, 'role') === 'tablist' ||
    attribute(node, 'hidden') !== undefined
  );
}

/** Between the cells of a table row, so a row reads "name · description", not "namedescription". */
export const CELL_SEPARATOR = ' · ';
/** Table parts that label columns, not content: left out of the text (they would lead every excerpt). */
const TABLE_LABELS = new Set(['thead', 'caption']);

/**
 * Whether a child of a table cell repeats the row's name: a reference table's signature cell
 * opens with the member's name (`target: 'window'`) that the row's first cell already gives.
 */
function repeatsRowName(node, rowName) {
  return rowName !== undefined && node.tagName === 'code' && collapse(textOfNode(node)) === rowName;
}

/**
 * What a section with no text of its own holds, for its excerpt: the headings of its
 * subsections (`The match levels`: `Strict · Layout · Content · Exact · Ignore colors`), or `''`.
 */
function outlineOf(sections, section) {
  if (section.level !== 'h2') return '';
  const headings = [];
  for (const next of sections.slice(sections.indexOf(section) + 1)) {
    if (next.level !== 'h3') break;
    headings.push(next.heading);
  }
  return headings.join(CELL_SEPARATOR);
}

/** The text of a node, every part of it (no skipping): for comparisons only. */
function textOfNode(node) {
  if (node.nodeName === '#text') return node.value;
  return (node.childNodes ?? []).map(textOfNode).join('');
}

/**
 * Appends the visible text of `node` to `parts`: text that is not skipped, a space around blocks,
 * table cells separated by `CELL_SEPARATOR` and without the row's name repeated, no column labels.
 * `onText(text, inLink)` sees each piece of text, and whether it is the text of a link;
 * `context.onRow(text)`, the text of each table row (`name · description`), as it is appended.
 */
function appendText(node, parts, onText = () => undefined, context = {}) {
  if (node.nodeName === '#text') {
    parts.push(node.value);
    onText(node.value, context.inLink === true);
    return;
  }
  if (!node.tagName) {
    for (const child of node.childNodes ?? []) appendText(child, parts, onText, context);
    return;
  }
  if (isSkipped(node) || TABLE_LABELS.has(node.tagName)) return;
  const block = BLOCK_TAGS.has(node.tagName);
  let inner = context;
  if (node.tagName === 'tr') {
    const cells = (node.childNodes ?? []).filter((child) => child.tagName === 'td' || child.tagName === 'th');
    const first = cells[0];
    inner = { ...context, firstCell: first, rowName: first ? collapse(textOfNode(first)) : undefined };
  } else if (node.tagName === 'td' || node.tagName === 'th') {
    if (node !== context.firstCell) parts.push(CELL_SEPARATOR);
    inner = { ...context, cell: node };
  } else if (node.tagName === 'a') {
    inner = { ...context, inLink: true };
  }
  if (block && !(node.tagName === 'td' || node.tagName === 'th')) parts.push(' ');
  for (const child of node.childNodes ?? []) {
    if (
      context.cell === undefined &&
      inner.cell === node &&
      node !== inner.firstCell &&
      repeatsRowName(child, inner.rowName)
    ) {
      continue;
    }
    appendText(child, parts, onText, inner);
  }
  if (node.tagName === 'tr' && context.onRow) {
    const row = rowExcerpt(node);
    if (row !== '') context.onRow(row);
  }
  if (block && !(node.tagName === 'td' || node.tagName === 'th')) parts.push(' ');
}

/**
 * A table row as a search result shows it: its name (the first cell), then
 * what the other cells say, without a signature that opens a cell before
 * its description (`setApiKey · Your API key…`, not `setApiKey · Configuration
 * setApiKey(String value) Your API key…`).
 */
export function rowExcerpt(row) {
  const cells = (row.childNodes ?? []).filter((child) => child.tagName === 'td' || child.tagName === 'th');
  return tidy(
    cells
      .map((cell, position) => {
        const children = (cell.childNodes ?? []).filter((child) => child.tagName || child.value?.trim());
        const [lead, ...rest] = children;
        const shown = position > 0 && lead?.tagName === 'code' && rest.length > 0 ? rest : children;
        return shown.map((child) => textOf(child)).join(' ');
      })
      .join(CELL_SEPARATOR),
  );
}

/** The visible text of an element, without code blocks, buttons or heading anchors. */
export function textOf(node) {
  const parts = [];
  appendText(node, parts);
  return tidy(parts.join(''));
}

/** Collapses white space, and a cell separator left at an edge or doubled by an empty cell. */
function tidy(text) {
  const separator = CELL_SEPARATOR.trim();
  return collapse(text)
    .split(` ${separator} `)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(CELL_SEPARATOR)
    .replace(new RegExp(`^${separator} |^${separator}$| ${separator}$`, 'g'), '')
    .trim();
}

/**
 * Share of a section's text that is the text of links, from which a section counts as a list of
 * links ("Related pages", "Pages for this SDK"): its words name other pages, which answer a search
 * better themselves, so they are not indexed as this section's prose.
 */
export const LINK_LIST_SHARE = 0.9;

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
 *   sections: { anchor: string, heading: string, text: string, rows?: string[] }[] } | undefined}
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

  const sections = [];
  const startSection = (anchor, heading, level = '') => {
    const section = { anchor, heading, level, parts: [], rows: [], linkChars: 0, chars: 0 };
    sections.push(section);
    return section;
  };
  let current = startSection('', '');
  const count = (text, inLink) => {
    const length = text.trim().length;
    current.chars += length;
    if (inLink) current.linkChars += length;
  };
  const visit = (node) => {
    if (node === h1) return;
    const id = node.tagName && attribute(node, 'id');
    if (node.tagName && SECTION_HEADINGS.has(node.tagName) && id && !isSkipped(node)) {
      current = startSection(id, textOf(node), node.tagName);
      return;
    }
    // Sections start at headings at any depth: walk into elements that hold one.
    if (node.tagName && !isSkipped(node) && containsSectionHeading(node)) {
      const block = BLOCK_TAGS.has(node.tagName);
      if (block) current.parts.push(' ');
      for (const child of node.childNodes ?? []) visit(child);
      if (block) current.parts.push(' ');
      return;
    }
    appendText(node, current.parts, count, { onRow: (row) => current.rows.push(row) });
  };
  for (const child of article.childNodes) visit(child);

  return {
    path,
    title,
    description: collapse(attribute(meta('description') ?? {}, 'content') ?? ''),
    canonicalPath: (canonicalUrl && pathBelowBase(canonicalUrl, base)) ?? path,
    // A list of links is left out whole, its heading too ("Related pages" would match a search for
    // "related pages" on every page, with nothing to show); the top of the page always stays.
    sections: sections
      .filter(({ anchor, linkChars, chars }) => anchor === '' || !(chars > 0 && linkChars / chars >= LINK_LIST_SHARE))
      .map((section) => {
        const { anchor, heading, parts, rows, linkChars, chars } = section;
        const linkList = chars > 0 && linkChars / chars >= LINK_LIST_SHARE;
        const text = linkList ? '' : tidy(parts.join(''));
        const outline = text === '' && !linkList ? outlineOf(sections, section) : '';
        return {
          anchor,
          heading,
          text,
          ...(rows.length > 0 && !linkList ? { rows } : {}),
          ...(outline ? { outline } : {}),
        };
      })
      .filter((section) => section.anchor !== '' || section.text !== ''),
  };
}
