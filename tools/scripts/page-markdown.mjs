/**
 * Page Markdown: a prerendered page's article as clean Markdown, for readers
 * and tools that want the text of a page without its HTML (the content lint,
 * and `<page>.md` files).
 *
 * What goes in: front matter with the page's title (its `<title>` without the
 * site's suffix) and description (its meta description), then the article:
 * headings, prose, lists, tables (GFM), admonitions (as quotes under their
 * title) and code blocks as fences with their language (and `title="…"` where
 * the block has a title). What stays out is chrome, not content: everything
 * outside `<article class="doc">` (navbar, sidebar, table of contents, footer),
 * and inside it the headings' "#" links, copy buttons and their status
 * messages, and the "Shown for …" notes of code samples.
 *
 * Pages whose URL names no SDK are prerendered for every reader: blocks some
 * SDKs see only are marked `data-sdks="key key…"` and a head rule shows the
 * reader's. The Markdown is the default SDK's page (the SDK a reader has before
 * choosing one): it keeps the blocks marked for that SDK and drops the others.
 * A code sample in several languages keeps the language that SDK's reader
 * opens (its language, marked `data-sdk-languages` on each tab panel); other
 * sets of code tabs (one request in several HTTP clients, one command in
 * several shells) keep every tab, since every reader can open them, each under
 * its tab's name where that says more than the code's language.
 */
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import { frontmatterToMarkdown } from 'mdast-util-frontmatter';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { stringify as stringifyYaml } from 'yaml';
import { DEFAULT_SDK, PICKER_CATEGORIES, SDK_CATALOG } from '@docs/sdk-catalog';

/** The suffix every page's `<title>` carries after the page's own title. */
const TITLE_SUFFIX = / \| Eyes Tutorials$/;
/** The site's base path: page links in the HTML start with it. */
const SITE_BASE = '/tutorials/';

/** @typedef {import('hast').Element} Element */
/** @typedef {import('hast').ElementContent} ElementContent */
/** @typedef {import('hast').Nodes} HastNodes */

/**
 * @typedef {object} PageMarkdownOptions
 * @property {import('@docs/sdk-catalog').SdkKey} [sdk] the SDK whose variant of every
 *   `data-sdks` block and code sample is kept; the catalogue's default SDK by default
 */

/**
 * @typedef {object} Reader whose page the Markdown is
 * @property {string} sdk the SDK key
 * @property {string} language its code language
 * @property {boolean} [inSample] inside a code sample (whose tabs are the languages of one family)
 */

/** @param {Element} node @param {string} name */
const prop = (node, name) => node.properties?.[name];
/** @param {HastNodes} node @returns {node is Element} */
const isElement = (node) => node.type === 'element';
/** @param {Element} node @param {string} tagName */
const childElements = (node, tagName) =>
  node.children.filter((child) => isElement(child) && (tagName === undefined || child.tagName === tagName));
/** Space-separated tokens of an attribute (hast keeps `data-sdks` as one string). @param {unknown} value */
const tokens = (value) => (Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/)).filter(Boolean);

/**
 * The first element below `node` (itself included) that passes `test`.
 *
 * @param {HastNodes} node
 * @param {(element: Element) => boolean} test
 * @returns {Element | undefined}
 */
function findElement(node, test) {
  if (isElement(node) && test(node)) return node;
  for (const child of 'children' in node ? node.children : []) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** The start tag of a doc article (`<article class="doc">`, a blog post's `class="doc blog-post"`). */
const ARTICLE_START = /<article\b[^>]*\bclass="(?:[^"]*\s)?doc(?:\s[^"]*)?"/;

/**
 * HTML with the spans of highlighted code taken out of every `pre`, keeping
 * their text: a block's code is its text, and its tokens (a span per token and
 * per line) are most of a page's elements, half the time of parsing it.
 *
 * @param {string} html
 */
const withoutTokenSpans = (html) =>
  html.replace(
    /(<pre\b[^>]*>)([\s\S]*?)(<\/pre>)/g,
    (_, open, code, close) => open + code.replace(/<\/?span\b[^>]*>/g, '') + close,
  );

/**
 * A page's title, description and article, read from its HTML. Only the head
 * and the page's `main` are parsed (the navbar and sidebar, which carry every
 * SDK's entries, are two thirds of a page and three times the work).
 *
 * @param {string} html a prerendered page
 * @returns {{ title: string, description: string, article: Element | undefined }}
 */
export function readPage(html) {
  const bodyStart = html.indexOf('<body');
  const head = findElement(
    fromHtml(bodyStart === -1 ? html : html.slice(0, bodyStart)),
    (node) => node.tagName === 'head',
  );
  const titleElement = head && findElement(head, (node) => node.tagName === 'title');
  const description =
    head && findElement(head, (node) => node.tagName === 'meta' && prop(node, 'name') === 'description');
  const articleStart = html.search(ARTICLE_START);
  const mainEnd = html.indexOf('</main>', articleStart);
  const main =
    articleStart === -1
      ? undefined
      : fromHtml(withoutTokenSpans(html.slice(articleStart, mainEnd === -1 ? undefined : mainEnd)), { fragment: true });
  const article =
    main && findElement(main, (node) => node.tagName === 'article' && tokens(prop(node, 'className')).includes('doc'));
  return {
    title: titleElement ? toText(titleElement).trim().replace(TITLE_SUFFIX, '') : '',
    description: String(description ? (prop(description, 'content') ?? '') : '').trim(),
    article,
  };
}

/** Whether an element is a set of code tabs: a tab list and its panels. @param {Element} node */
const isTabSet = (node) =>
  node.children.some((child) => isElement(child) && prop(child, 'role') === 'tablist') &&
  node.children.some((child) => isElement(child) && prop(child, 'role') === 'tabpanel');

/** Whether an element is a code block: a header bar and the `pre`. @param {Element} node */
const isCodeBlock = (node) =>
  (node.tagName === 'div' || node.tagName === 'figure') &&
  node.children.some((child) => isElement(child) && child.tagName === 'pre');

/** Whether an element is a code sample (a group of one family's code, named "… code sample"). @param {Element} node */
const isCodeSample = (node) =>
  node.tagName === 'div' &&
  prop(node, 'role') === 'group' &&
  / code sample$/.test(String(prop(node, 'ariaLabel') ?? ''));

/** Whether an element is the landing page's SDK picker: category tabs whose tabs name their category. @param {Element} node */
const isSdkPicker = (node) =>
  node.children.some(
    (child) =>
      isElement(child) &&
      prop(child, 'role') === 'tablist' &&
      childElements(child).some((tab) => prop(tab, 'role') === 'tab' && prop(tab, 'dataCategory') !== undefined),
  );

/** Whether an element is chrome inside the article: heading links, buttons, status messages, decoration. @param {Element} node */
const isChrome = (node) =>
  node.tagName === 'button' ||
  node.tagName === 'svg' ||
  node.tagName === 'template' ||
  node.tagName === 'script' ||
  node.tagName === 'style' ||
  prop(node, 'role') === 'status' ||
  prop(node, 'hidden') === true ||
  prop(node, 'ariaHidden') === 'true' ||
  tokens(prop(node, 'className')).includes('heading-anchor');

/**
 * A code block as an element the Markdown handler below turns into a fence:
 * its language from the `code` element's `language-*` class, its title from a
 * titled block's header (a `figure`, named by its title).
 *
 * @param {Element} block
 * @returns {Element}
 */
function codeFence(block) {
  const pre = /** @type {Element} */ (block.children.find((child) => isElement(child) && child.tagName === 'pre'));
  const code = findElement(pre, (node) => node.tagName === 'code');
  const language = tokens(code && prop(code, 'className'))
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const header = childElements(block).find((child) => child !== pre);
  const title =
    block.tagName === 'figure' && header ? findElement(header, (node) => node.tagName === 'span') : undefined;
  return {
    type: 'element',
    tagName: 'x-code-fence',
    properties: {
      language: language && language !== 'text' && language !== 'plaintext' ? language : undefined,
      title: title ? toText(title).trim() : undefined,
      // The code, kept out of the children: hast-util-to-mdast collapses white space in text outside `pre`.
      code: toText(code ?? pre, { whitespace: 'pre' }),
    },
    children: [],
  };
}

/** The text of a code block's header (its title, or what the code is for, or its language). @param {Element} block */
function codeHeaderText(block) {
  const header = childElements(block).find((child) => child.tagName !== 'pre');
  const span = header && findElement(header, (node) => node.tagName === 'span');
  return span ? toText(span).trim() : '';
}

/**
 * The landing page's SDK picker as what it offers: each category's SDKs,
 * linked to their home page.
 *
 * @returns {Element}
 */
function sdkPickerList() {
  /** @type {(tagName: string, properties: Record<string, unknown>, children: ElementContent[]) => Element} */
  const h = (tagName, properties, children) => ({ type: 'element', tagName, properties, children });
  return h(
    'ul',
    {},
    PICKER_CATEGORIES.map((category) => {
      const keys = [...new Set(category.groups.flatMap((group) => group.sdks))];
      /** @type {ElementContent[]} */
      const links = keys.flatMap((key, index) => [
        ...(index > 0 ? [{ type: /** @type {const} */ ('text'), value: ', ' }] : []),
        h('a', { href: `${SITE_BASE}${SDK_CATALOG[key].homeLink}` }, [{ type: 'text', value: SDK_CATALOG[key].name }]),
      ]);
      return h('li', {}, [{ type: 'text', value: `${category.label}: ` }, ...links]);
    }),
  );
}

/**
 * The article as the default SDK's reader reads it, ready for hast-util-to-mdast:
 * chrome removed, the SDK's variants kept, code blocks as fences, admonitions as
 * quotes, definition lists as lists of "term: definition", table captions above
 * their table.
 *
 * @param {Element} node
 * @param {Reader} reader
 * @returns {ElementContent[]} what replaces the node
 */
function prepare(node, reader) {
  if (isChrome(node)) return [];
  const sdks = prop(node, 'dataSdks');
  if (sdks !== undefined && !tokens(sdks).includes(reader.sdk)) return [];
  if (isSdkPicker(node)) return [sdkPickerList()];
  if (isCodeBlock(node)) return [codeFence(node)];
  if (isCodeSample(node)) {
    // A sample's direct paragraphs are its "Shown for …" notes, which say which variant a reader sees.
    const kept = node.children.filter((child) => !(isElement(child) && child.tagName === 'p'));
    return prepareChildren({ ...node, children: kept }, { ...reader, inSample: true });
  }
  if (isTabSet(node)) return prepareTabSet(node, reader);
  if (node.tagName === 'aside' && prop(node, 'dataType') !== undefined) return [admonition(node, reader)];
  if (node.tagName === 'dl') return [definitionList(node, reader)];
  if (node.tagName === 'table') {
    const caption = childElements(node, 'caption')[0];
    const table = { ...node, children: prepareChildren(node, reader).filter((child) => child !== caption) };
    return caption
      ? [{ type: 'element', tagName: 'p', properties: {}, children: prepareChildren(caption, reader) }, table]
      : [table];
  }
  if (node.tagName === 'td' || node.tagName === 'th') return [tableCell(node, reader)];
  // Without its source position, which hast-util-to-mdast would copy with the rest of the tree.
  return [
    { type: 'element', tagName: node.tagName, properties: node.properties, children: prepareChildren(node, reader) },
  ];
}

/** @param {Element} node @param {Reader} reader @returns {ElementContent[]} */
function prepareChildren(node, reader) {
  return node.children.flatMap((child) =>
    isElement(child) ? prepare(child, reader) : child.type === 'text' ? [{ type: 'text', value: child.value }] : [],
  );
}

/**
 * A set of code tabs: in a code sample, the panel of the reader's language
 * (else the one the page opens); elsewhere every panel, under its tab's name
 * where that differs from its code's header.
 *
 * @param {Element} node
 * @param {Reader} reader
 * @returns {ElementContent[]}
 */
function prepareTabSet(node, reader) {
  const tabList = /** @type {Element} */ (childElements(node).find((child) => prop(child, 'role') === 'tablist'));
  const tabs = childElements(tabList).filter((tab) => prop(tab, 'role') === 'tab');
  const panels = childElements(node).filter((child) => prop(child, 'role') === 'tabpanel');
  if (reader.inSample) {
    const panel =
      panels.find((candidate) => tokens(prop(candidate, 'dataSdkLanguages')).includes(reader.language)) ??
      panels.find((candidate) => prop(candidate, 'hidden') !== true) ??
      panels[0];
    return prepareChildren(/** @type {Element} */ (panel), reader);
  }
  return panels.flatMap((panel, index) => {
    const label = tabs[index] ? toText(tabs[index]).trim() : '';
    const block = findElement(panel, isCodeBlock);
    const named = label && (!block || codeHeaderText(block) !== label);
    /** @type {ElementContent[]} */
    const heading = named
      ? [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: `${label}:` }] }]
      : [];
    // The panel's own `hidden` (all but the open tab) is not read: only its children are prepared.
    return [...heading, ...prepareChildren(panel, reader)];
  });
}

/**
 * An admonition (`aside` with its type) as a quote whose first paragraph is its title in bold.
 *
 * @param {Element} node
 * @param {Reader} reader
 * @returns {Element}
 */
function admonition(node, reader) {
  const [title, ...body] = childElements(node);
  return {
    type: 'element',
    tagName: 'blockquote',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [{ type: 'element', tagName: 'strong', properties: {}, children: title ? title.children : [] }],
      },
      ...body.flatMap((child) => prepare(child, reader)),
    ],
  };
}

/**
 * A definition list as a list of "**term**: definition".
 *
 * @param {Element} node
 * @param {Reader} reader
 * @returns {Element}
 */
function definitionList(node, reader) {
  const entries = node.children.flatMap((child) =>
    isElement(child) && child.tagName === 'div' ? childElements(child) : isElement(child) ? [child] : [],
  );
  /** @type {Element[]} */
  const items = [];
  for (const entry of entries) {
    const children = prepareChildren(entry, reader);
    if (entry.tagName === 'dt') {
      items.push({
        type: 'element',
        tagName: 'li',
        properties: {},
        children: [{ type: 'element', tagName: 'strong', properties: {}, children }],
      });
    } else if (items.length > 0) {
      items[items.length - 1].children.push({ type: 'text', value: ': ' }, ...children);
    }
  }
  return { type: 'element', tagName: 'ul', properties: {}, children: items };
}

/**
 * A table cell whose parts are blocks (a member's signature, then its
 * description) as one line, the parts joined by " — ".
 *
 * @param {Element} node
 * @param {Reader} reader
 * @returns {Element}
 */
function tableCell(node, reader) {
  const children = prepareChildren(node, reader);
  const parts = children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  if (!parts.some((child) => isElement(child) && (child.tagName === 'div' || child.tagName === 'p'))) {
    return { ...node, children };
  }
  /** @type {ElementContent[]} */
  const joined = parts.flatMap((child, index) => [
    ...(index > 0 ? [{ type: /** @type {const} */ ('text'), value: ' — ' }] : []),
    ...(isElement(child) && (child.tagName === 'div' || child.tagName === 'p') ? child.children : [child]),
  ]);
  return { ...node, children: joined };
}

/** hast-util-to-mdast handler of the fences made by {@link codeFence}. @type {import('hast-util-to-mdast').Handle} */
function fenceHandler(state, node) {
  const language = prop(node, 'language');
  const title = prop(node, 'title');
  /** @type {import('mdast').Code} */
  const result = {
    type: 'code',
    lang: language ? String(language) : null,
    meta: title ? `title="${String(title).replace(/"/g, "'")}"` : null,
    value: String(prop(node, 'code') ?? '').replace(/\n+$/, ''),
  };
  state.patch(node, result);
  return result;
}

/**
 * The Markdown of a prerendered page, or `undefined` for a page without a doc
 * article (blog listings, tag pages, the not-found page).
 *
 * @param {string} html the page's HTML
 * @param {PageMarkdownOptions} [options]
 * @returns {string | undefined}
 */
export function pageMarkdown(html, options = {}) {
  const sdk = options.sdk ?? DEFAULT_SDK;
  const { title, description, article } = readPage(html);
  if (!article) return undefined;
  const reader = { sdk, language: SDK_CATALOG[sdk].language };
  const prepared = { type: /** @type {const} */ ('root'), children: prepareChildren(article, reader) };
  const mdast = /** @type {import('mdast').Root} */ (toMdast(prepared, { handlers: { 'x-code-fence': fenceHandler } }));
  const frontMatter = stringifyYaml(description ? { title, description } : { title }, { lineWidth: 0 }).trimEnd();
  mdast.children.unshift({ type: 'yaml', value: frontMatter });
  return toMarkdown(mdast, {
    extensions: [gfmToMarkdown(), frontmatterToMarkdown(['yaml'])],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    resourceLink: true,
  });
}
