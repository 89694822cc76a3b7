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
 * messages. A code sample's "Shown for …" note (the code is another SDK's, the
 * reader's having none) is kept as a quote above it.
 *
 * Pages whose URL names no SDK are prerendered for every reader: blocks some
 * SDKs see only are marked `data-sdks="key key…"` and a head rule shows the
 * reader's. The Markdown is the default SDK's page (the SDK a reader has before
 * choosing one): it keeps the blocks marked for that SDK and drops the others.
 * A code sample in several languages keeps the language that SDK's reader
 * opens (its language, marked `data-sdk-languages` on each tab panel). One
 * request in curl and in several languages (tabs that each name the SDK
 * languages they serve) keeps curl and the reader's language. Other sets of
 * code tabs (one command in several shells or package managers) keep every
 * tab, since every reader can open them, each under its tab's name where that
 * says more than the code's language.
 */
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';
import { stringify as stringifyYaml } from 'yaml';
import { DEFAULT_SDK, PICKER_CATEGORIES, SDK_CATALOG } from '@docs/sdk-catalog';
import { markdownFileForPath } from './markdown-path.mjs';

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
 * @property {string} [origin] the site's origin (`https://docs.example`): links to the site
 *   become absolute ({@link toolLink}); without it they stay root-relative
 */

/**
 * A link of a page as its Markdown gives it, for a tool that reads the text without
 * the page's address: a page of the site becomes the address of that page's Markdown
 * (`/tutorials/a/b#part` → `https://docs.example/tutorials/a/b.md#part`), any other
 * address on the site (an image, the OpenAPI document, the RSS feed) its absolute
 * address, and a link elsewhere or within the page (`#part`) stays as it is. A page
 * address has no file extension in its last segment; every page has its `.md`.
 *
 * @param {string} href the link as the HTML has it
 * @param {string} [origin] the site's origin, no trailing slash; `''` keeps addresses root-relative
 * @returns {string}
 * @example
 * toolLink('/tutorials/concepts/baselines#branches', 'https://docs.example');
 * // 'https://docs.example/tutorials/concepts/baselines.md#branches'
 */
export function toolLink(href, origin = '') {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '', rest = ''] = /** @type {RegExpMatchArray} */ (href.match(/^([^?#]*)(.*)$/s));
  const onSite = path === SITE_BASE.slice(0, -1) || path.startsWith(SITE_BASE);
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (!onSite || /\.[A-Za-z0-9]+$/.test(last)) return origin + href;
  return `${origin}${SITE_BASE}${markdownFileForPath(path.slice(SITE_BASE.length - 1) || '/')}${rest}`;
}

/** Every link and image of a Markdown tree through {@link toolLink}. @param {import('mdast').Root} tree @param {string} origin */
function linkForTools(tree, origin) {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      node.url = toolLink(node.url, origin);
  });
  return tree;
}

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

/** The start tag of what a page's Markdown is made of: a doc article (`<article class="doc">`, a blog post's `class="doc blog-post"`) or a `data-page-markdown` element. */
const ARTICLE_START = /<article\b[^>]*\bclass="(?:[^"]*\s)?doc(?:\s[^"]*)?"|<[a-z]+\b[^>]*\sdata-page-markdown\b/;

/**
 * Whether an element is what a page's Markdown is made of: a doc's `<article class="doc">`,
 * or an element marked `data-page-markdown` (a blog listing's column: its title, posts and links).
 * @param {Element} node
 */
const isMarkdownSource = (node) =>
  (node.tagName === 'article' && tokens(prop(node, 'className')).includes('doc')) ||
  prop(node, 'dataPageMarkdown') !== undefined;

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
 * @returns {{ title: string, description: string, article: Element | undefined, listing: boolean }}
 *   (`listing`: the article is a listing's column, not a doc's article)
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
  const article = main && findElement(main, isMarkdownSource);
  return {
    title: titleElement ? toText(titleElement).trim().replace(TITLE_SUFFIX, '') : '',
    description: String(description ? (prop(description, 'content') ?? '') : '').trim(),
    article,
    listing: article !== undefined && prop(article, 'dataPageMarkdown') !== undefined,
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
    // A sample's direct paragraphs are its "Shown for …" notes: the code below is another family's
    // or language's, as the reader's has none. Kept (the reader's, by their `data-sdks`) as a quote,
    // so that a tool does not take the code for the reader's own.
    const children = node.children.map((child) =>
      isElement(child) && child.tagName === 'p' ? { ...child, tagName: 'blockquote' } : child,
    );
    return prepareChildren({ ...node, children }, { ...reader, inSample: true });
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
  const kept = keptPanels(node, panels, reader.language, Boolean(reader.inSample));
  if (reader.inSample) return prepareChildren(panels[kept[0] ?? 0], reader);
  return kept.flatMap((index) => {
    const panel = panels[index];
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

/** Options of mdast-util-to-markdown: the Markdown every page is written in. */
const MARKDOWN_OPTIONS = /** @type {const} */ ({
  // Cells not padded to line up: the padding is about a tenth of a table-heavy page, read by no one.
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  resourceLink: true,
});

/** Elements hast-util-to-mdast reads as phrasing: at the article's top level they join their neighbours' paragraph. */
const PHRASING = new Set(['a', 'b', 'code', 'em', 'i', 'kbd', 'span', 'strong', 'sub', 'sup', 'wbr', 'br', 'mark']);

/** Whether anything in a subtree is there for some SDKs or languages only. @param {Element} node @returns {boolean} */
const readerDependent = (node) =>
  prop(node, 'dataSdks') !== undefined ||
  prop(node, 'dataSdkLanguages') !== undefined ||
  node.children.some((child) => isElement(child) && readerDependent(child));

/**
 * An article in parts that are each written to Markdown on their own: runs of
 * blocks every reader reads alike, and each block that depends on the reader
 * (a code sample, a block for some SDKs). Rendering a page for many SDKs then
 * renders the common runs once. A part never ends between two lists (two lists
 * written apart would read back as one) nor around phrasing content (which
 * belongs to a paragraph with its neighbours): those stay in one part.
 *
 * @param {Element} article
 * @returns {{ nodes: Element, dependent: boolean }[]}
 */
function articleParts(article) {
  /** @type {{ nodes: Element, dependent: boolean }[]} */
  const parts = [];
  /** @type {Element | undefined} */
  let previous;
  for (const child of article.children) {
    if (!isElement(child)) {
      if (child.type === 'text' && child.value.trim() !== '') parts.at(-1)?.nodes.children.push(child);
      continue;
    }
    const dependent = readerDependent(child);
    const last = parts.at(-1);
    const joined =
      last &&
      ((!dependent && !last.dependent) ||
        PHRASING.has(child.tagName) ||
        (previous && PHRASING.has(previous.tagName)) ||
        (previous && /^[ou]l$/.test(previous.tagName) && /^[ou]l$/.test(child.tagName)));
    if (joined) {
      last.nodes.children.push(child);
      last.dependent ||= dependent;
    } else {
      parts.push({ nodes: { type: 'element', tagName: 'div', properties: {}, children: [child] }, dependent });
    }
    previous = child;
  }
  return parts;
}

/**
 * A writer of one article's Markdown for readers of any SDK: its parts are
 * rendered once per different reading ({@link readerKey}) and kept, so the
 * page for a second SDK costs only what differs.
 *
 * @param {{ title: string, description: string, article: Element }} page
 * @param {string} [origin] the site's origin for its links ({@link toolLink})
 * @returns {(sdk: import('@docs/sdk-catalog').SdkKey) => { key: string, markdown: string }}
 */
function articleWriter({ title, description, article }, origin = '') {
  const parts = articleParts(article);
  // A page whose text depends on the reader's SDK says whose it is (`sdk: cypress`): its `.md` is
  // the default SDK's, and "Copy page" the reader's. The prerendered page marks what depends on
  // it; the page on screen shows the reader's parts only, but still has its code samples.
  const dependent = parts.some((part) => part.dependent) || findElement(article, isCodeSample) !== undefined;
  /** @param {string} sdk */
  const frontMatter = (sdk) =>
    `---\n${stringifyYaml({ title, ...(description ? { description } : {}), ...(dependent ? { sdk } : {}) }, { lineWidth: 0 })}---`;
  /** @type {Map<string, string>[]} */
  const rendered = parts.map(() => new Map());
  return (sdk) => {
    /** @type {Reader} */
    const reader = { sdk, language: SDK_CATALOG[sdk].language };
    const keys = parts.map((part) => (part.dependent ? readerKey(part.nodes, reader) : ''));
    const texts = parts.map((part, index) => {
      let text = rendered[index].get(keys[index]);
      if (text === undefined) {
        const prepared = { type: /** @type {const} */ ('root'), children: prepareChildren(part.nodes, reader) };
        const mdast = linkForTools(
          /** @type {import('mdast').Root} */ (toMdast(prepared, { handlers: { 'x-code-fence': fenceHandler } })),
          origin,
        );
        text = toMarkdown(mdast, MARKDOWN_OPTIONS).trim();
        rendered[index].set(keys[index], text);
      }
      return text;
    });
    return { key: keys.join(' '), markdown: `${[frontMatter(sdk), ...texts.filter(Boolean)].join('\n\n')}\n` };
  };
}

/**
 * The Markdown of a page's article for one SDK's reader, with its front matter.
 *
 * @param {{ title: string, description: string, article: Element }} page
 * @param {import('@docs/sdk-catalog').SdkKey} sdk
 * @param {string} [origin] the site's origin for its links ({@link toolLink})
 * @returns {string}
 */
const markdownOf = (page, sdk, origin = '') => articleWriter(page, origin)(sdk).markdown;

/**
 * The Markdown of a prerendered page, or `undefined` for a page without a doc
 * article (blog listings, tag pages, the not-found page).
 *
 * @param {string} html the page's HTML
 * @param {PageMarkdownOptions} [options]
 * @returns {string | undefined}
 */
export function pageMarkdown(html, options = {}) {
  const page = readPage(html);
  return page.article
    ? markdownOf({ ...page, article: page.article }, options.sdk ?? DEFAULT_SDK, options.origin)
    : undefined;
}

/**
 * The code-sample tab panel a reader opens: the panel of their language, else
 * the one the page opens, else the first ({@link prepareTabSet}).
 *
 * @param {Element[]} panels
 * @param {string} language
 */
const samplePanelIndex = (panels, language) => {
  const index = panels.findIndex((panel) => tokens(prop(panel, 'dataSdkLanguages')).includes(language));
  if (index !== -1) return index;
  const open = panels.findIndex((panel) => prop(panel, 'hidden') !== true);
  return open === -1 ? 0 : open;
};

/** Languages a command-line request is written in: the tab every reader can run. */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console']);

/**
 * The tab panels of a set of code tabs that a reader's Markdown keeps, in page order:
 * - in a code sample (one sample in the languages of one family), the reader's language's panel;
 * - in tabs that each name SDK languages they serve (one HTTP request in curl and in each
 *   language), the command-line panel and the reader's language's panel;
 * - in the article as the app shows it once started, where those marks are gone and the open tab
 *   is the reader's: in tabs that choose a code language (not a shell), the command-line panel and
 *   the open one;
 * - in any other tabs (one command in several shells or package managers), every panel, since
 *   every reader can open each.
 *
 * @param {Element} tabSet
 * @param {Element[]} panels
 * @param {string} language
 * @param {boolean} inSample
 * @returns {number[]}
 */
const keptPanels = (tabSet, panels, language, inSample) => {
  if (inSample) return [samplePanelIndex(panels, language)];
  const every = panels.map((_, index) => index);
  if (panels.length === 0) return every;
  const shell = panels.findIndex((panel) => SHELL_LANGUAGES.has(panelLanguage(panel) ?? ''));
  const withShell = (/** @type {number} */ index) =>
    [...new Set([shell, index])].filter((kept) => kept >= 0).sort((a, b) => a - b);
  // A panel that serves no SDK language (PowerShell beside a POSIX shell) is there for every reader.
  if (panels.every((panel) => tokens(prop(panel, 'dataSdkLanguages')).length > 0)) {
    return withShell(samplePanelIndex(panels, language));
  }
  const unmarked = panels.every((panel) => prop(panel, 'dataSdkLanguages') === undefined);
  const tabList = childElements(tabSet).find((child) => prop(child, 'role') === 'tablist');
  if (unmarked && tabList && prop(tabList, 'ariaLabel') === 'Code language') {
    const open = panels.findIndex((panel) => prop(panel, 'hidden') !== true);
    if (open !== -1 && panels.some((panel) => prop(panel, 'hidden') === true)) return withShell(open);
  }
  return every;
};

/** The language of a tab panel: its mark, else its code block's `language-*` class. @param {Element} panel */
const panelLanguage = (panel) => {
  const mark = prop(panel, 'dataTabLanguage');
  if (mark !== undefined) return String(mark);
  const code = findElement(panel, (node) => node.tagName === 'code');
  return tokens(code && prop(code, 'className'))
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
};

/**
 * What of an article a reader reads, as a key: readers with the same key read
 * the same Markdown. It follows {@link prepare}'s choices: which `data-sdks`
 * blocks are kept, and in the code samples kept, which language's panel.
 * (Most general pages read the same for every SDK, or for a few groups.)
 *
 * @param {Element} article
 * @param {Reader} reader
 * @returns {string}
 */
function readerKey(article, reader) {
  let key = '';
  /** @param {Element} node @param {boolean} inSample */
  const visit = (node, inSample) => {
    const sdks = prop(node, 'dataSdks');
    if (sdks !== undefined) {
      const kept = tokens(sdks).includes(reader.sdk);
      key += kept ? '1' : '0';
      if (!kept) return;
    }
    const sample = inSample || isCodeSample(node);
    if (isTabSet(node)) {
      const panels = childElements(node).filter((child) => prop(child, 'role') === 'tabpanel');
      const kept = keptPanels(node, panels, reader.language, sample);
      key += `[${kept.join(',')}]`;
      for (const index of kept) visit(panels[index], sample);
      return;
    }
    for (const child of node.children) if (isElement(child)) visit(child, sample);
  };
  visit(article, false);
  return key;
}

/**
 * A prerendered page's Markdown for each of several SDKs' readers, the page
 * parsed once and rendered once per different reading (most general pages
 * read the same for every SDK). `undefined` for a page with neither a doc article nor a `data-page-markdown` column.
 *
 * @param {string} html the page's HTML
 * @param {readonly import('@docs/sdk-catalog').SdkKey[]} sdks
 * @param {{ origin?: string }} [options] the site's origin for its links ({@link toolLink})
 * @returns {{ title: string, description: string, listing: boolean, bySdk: Map<import('@docs/sdk-catalog').SdkKey, string> } | undefined}
 *   (`listing`: a listing page's, such as the blog's index)
 */
export function pageMarkdownBySdk(html, sdks, { origin = '' } = {}) {
  const { title, description, article, listing } = readPage(html);
  if (!article) return undefined;
  const write = articleWriter({ title, description, article }, origin);
  /** @type {Map<import('@docs/sdk-catalog').SdkKey, string>} */
  const bySdk = new Map();
  // Each SDK's text is its own string (its front matter names it), made from the parts each
  // different reading rendered once.
  for (const sdk of sdks) bySdk.set(sdk, write(sdk).markdown);
  return { title, description, listing, bySdk };
}

/**
 * The Markdown of an article as the browser holds it (the "Copy page" control:
 * the page on screen, for the reader's SDK), with the page's title and
 * description given, since the document's head may be another page's after a
 * client-side navigation. `undefined` when the HTML holds neither a doc article nor a `data-page-markdown` column.
 *
 * @param {string} articleHtml the `<article class="doc">` element's outer HTML
 * @param {{ sdk: import('@docs/sdk-catalog').SdkKey, title: string, description?: string, origin?: string }} page
 *   `origin`: the site's origin for its links ({@link toolLink})
 * @returns {string | undefined}
 */
export function articleMarkdown(articleHtml, { sdk, title, description = '', origin = '' }) {
  const tree = fromHtml(withoutTokenSpans(articleHtml), { fragment: true });
  const article = findElement(tree, isMarkdownSource);
  return article ? markdownOf({ title, description, article }, sdk, origin) : undefined;
}
