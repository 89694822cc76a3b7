/**
 * An SDK template page (content/sdk-data/render.tsx) as a page module, the way an MDX page
 * compiles: its tree takes the rehype steps of every page (heading ids, the headings for the table
 * of contents, scrolling tables, anchor links, highlighting), then becomes a compact JSON tree
 * that the browser renders with the same components (src/content/templatePage.ts). The module
 * exports what an MDX page's does: `frontmatter`, `headings` and the component.
 */
import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import rehypeSlug from 'rehype-slug';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { headingAnchorsAndCode } from '../mdx/pipeline.ts';
import { collectHeadings, type PageHeading } from '../mdx/rehype-export-headings.ts';
import { rehypeTableScroll } from '../mdx/rehype-table-scroll.ts';
import type { CloningCache } from '../mdx/shiki-cache.ts';

/**
 * A node of a rendered page: text, or `[type, props, ...children]` where `type` is an HTML
 * element's name or the name of a site component (`SdkInstall`), and props are React props.
 */
export type TreeNode = string | [type: string, props: Record<string, unknown> | null, ...children: TreeNode[]];

/** A page's content after the rehype steps, and its headings. */
export interface ProcessedPage {
  tree: TreeNode[];
  headings: PageHeading[];
  /** Names of the site components the page uses. */
  components: string[];
}

/** What `expandTemplate` leaves on a site component's element: its props. */
const propsOf = (node: Element) => (node.data as { props?: Record<string, unknown> } | undefined)?.props;

/**
 * Runs an SDK page's tree through the rehype steps of every page and converts it for the browser.
 * `highlightCache` is shared by every page of a build, so a snippet on many pages is highlighted once.
 */
export async function processTemplatePage(
  input: Root,
  highlightCache: CloningCache<Root>,
  finishedBlocks: Map<string, Element> = new Map(),
): Promise<ProcessedPage> {
  const ids = unified().use(rehypeSlug);
  const tree = (await ids.run(structuredClone(input))) as Root;
  const headings = collectHeadings(tree);
  // The same snippet is on many SDK pages: a block finished on one page (highlighted, its colours
  // as classes, its tokens as one HTML string) is put in as it is on the next.
  const blocks = codeBlocks(tree);
  const keys = blocks.map(({ node, parent, index }) => {
    const key = blockKey(node);
    const done = key === undefined ? undefined : finishedBlocks.get(key);
    if (done) parent.children[index] = structuredClone(done);
    return done ? undefined : key;
  });
  const rest = unified().use(rehypeTableScroll).use(headingAnchorsAndCode(highlightCache));
  const finished = (await rest.run(tree)) as Root;
  for (const [position, { node }] of codeBlocks(finished).entries()) {
    const key = keys[position];
    if (key !== undefined && node.properties.dataHtml !== undefined) finishedBlocks.set(key, structuredClone(node));
  }
  return { ...toTree(finished), headings };
}

/** The `pre` elements of a tree, in document order, with where each is. */
function codeBlocks(tree: Root): { node: Element; parent: Root | Element; index: number }[] {
  const found: { node: Element; parent: Root | Element; index: number }[] = [];
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'pre' || index === undefined || !parent) return;
    found.push({ node, parent: parent as Root | Element, index });
    return SKIP;
  });
  return found;
}

/** A fence's language and code, when the block is one (`pre` > `code.language-x` > text). */
function blockKey(pre: Element): string | undefined {
  const [code, ...rest] = pre.children;
  if (rest.length > 0 || code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const [text, ...more] = code.children;
  if (more.length > 0 || text?.type !== 'text') return undefined;
  return `${String(code.properties.className ?? '')}\0${text.value}`;
}

/** A hast tree as {@link TreeNode}s: React's prop names, as `hast-util-to-jsx-runtime` gives them. */
export function toTree(tree: Root): { tree: TreeNode[]; components: string[] } {
  const componentProps: Record<string, unknown>[] = [];
  const components = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    const props = propsOf(node);
    if (!props) return;
    components.add(node.tagName);
    node.properties = { dataComponentProps: componentProps.push(props) - 1 };
  });
  const FRAGMENT = Symbol('fragment');
  type Recorded = { type: unknown; props: Record<string, unknown> & { children?: unknown } };
  const record = (type: unknown, props: Recorded['props']): Recorded => ({ type, props });
  const root = toJsxRuntime(tree, {
    Fragment: FRAGMENT,
    jsx: record as never,
    jsxs: record as never,
    development: false,
    passKeys: false,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as unknown as Recorded;

  const convert = (value: unknown): TreeNode[] => {
    if (value === null || value === undefined || typeof value === 'boolean') return [];
    if (typeof value === 'string' || typeof value === 'number') return [String(value)];
    if (Array.isArray(value)) return value.flatMap(convert);
    const { type, props } = value as Recorded;
    const { children, ...rest } = props;
    const content = convert(children);
    if (type === FRAGMENT) return content;
    const index = rest['data-component-props'];
    const attributes = typeof index === 'number' ? (componentProps[index] ?? {}) : rest;
    return [[String(type), Object.keys(attributes).length > 0 ? attributes : null, ...content]];
  };
  return { tree: convert(root), components: [...components].sort() };
}

/**
 * The page module: imports the site components the page uses (from their modules, as MDX pages
 * import them: `componentModules`), and renders the tree with them and the components the app
 * passes (`a`, `pre`).
 */
export function templatePageModule(
  page: ProcessedPage & { frontmatter: Record<string, unknown> },
  componentModules: Record<string, string>,
  renderer: string,
): string {
  const imports = page.components.map((name) => {
    const from = componentModules[name];
    if (!from)
      throw new Error(
        `SDK page templates use <${name}>, which no module provides; known: ${Object.keys(componentModules).join(', ')}`,
      );
    return `import { ${name} } from ${JSON.stringify(from)};`;
  });
  return [
    `import { renderTemplatePage } from ${JSON.stringify(renderer)};`,
    ...imports,
    `export const frontmatter = ${JSON.stringify(page.frontmatter)};`,
    `export const headings = ${JSON.stringify(page.headings)};`,
    // A string parses faster than the same value as an object literal, and the minifier leaves it alone.
    `const tree = JSON.parse(${JSON.stringify(JSON.stringify(page.tree))});`,
    `const components = { ${page.components.join(', ')} };`,
    'export default function TemplatePage(props) {',
    '  return renderTemplatePage(tree, { ...props.components, ...components });',
    '}',
    '',
  ].join('\n');
}
