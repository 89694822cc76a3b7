// @ts-check
/**
 * A page's Markdown as a syntax tree (mdast) with the line of every node, as
 * the content lint's rules read it: GFM tables and the front matter, whose
 * title and description are prose like the rest and become paragraphs on
 * their own lines.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toString } from 'mdast-util-to-string';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmTable } from 'micromark-extension-gfm-table';
import { parse as parseYaml } from 'yaml';

/** @typedef {import('mdast').Root} Root */
/** @typedef {import('mdast').Nodes} Nodes */
/** @typedef {import('mdast').Heading} Heading */
/** @typedef {import('mdast').RootContent} RootContent */

/**
 * The tree of a page's Markdown. The front matter's `title` and `description`
 * replace its YAML node as paragraphs positioned on their lines.
 *
 * @param {string} markdown
 * @returns {Root}
 */
export function markdownTree(markdown) {
  const tree = fromMarkdown(markdown, {
    // Of GFM only tables, which page Markdown writes: the other extensions (autolinks in text above
    // all) doubled the time of parsing and change nothing the rules read.
    extensions: [gfmTable(), frontmatter(['yaml'])],
    mdastExtensions: [gfmTableFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });
  tree.children = tree.children.flatMap((node) => (node.type === 'yaml' ? frontMatterProse(node, markdown) : [node]));
  return tree;
}

/**
 * The front matter's title and description as paragraphs on their own lines.
 *
 * @param {import('mdast').Yaml} node
 * @param {string} markdown
 * @returns {RootContent[]}
 */
function frontMatterProse(node, markdown) {
  /** @type {Record<string, unknown>} */
  const fields = parseYaml(node.value) ?? {};
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? markdown.length;
  const startLine = node.position?.start.line ?? 1;
  const lines = markdown.slice(start, end).split('\n');
  /** @type {RootContent[]} */
  const paragraphs = [];
  for (const field of ['title', 'description']) {
    const value = fields[field];
    const index = lines.findIndex((line) => line.startsWith(`${field}:`));
    if (typeof value !== 'string' || index === -1) continue;
    const offset = start + lines.slice(0, index).reduce((sum, line) => sum + line.length + 1, 0);
    const line = startLine + index;
    const length = lines[index]?.length ?? 0;
    // The value's text on its line (quoted or not): only its line is reported.
    const position = {
      start: { line, column: 1, offset },
      end: { line, column: length + 1, offset: offset + length },
    };
    paragraphs.push({
      type: 'paragraph',
      position,
      children: [{ type: 'text', value, position }],
    });
  }
  return paragraphs;
}

/**
 * The page's sections: each heading with the nodes up to the next heading
 * (of any level), and first the lead, the nodes before the first heading.
 *
 * @param {Root} tree
 * @returns {{ heading: Heading | undefined, title: string, nodes: RootContent[] }[]}
 */
export function sections(tree) {
  /** @type {{ heading: Heading | undefined, title: string, nodes: RootContent[] }[]} */
  const result = [{ heading: undefined, title: '(the lead)', nodes: [] }];
  for (const node of tree.children) {
    if (node.type === 'heading') result.push({ heading: node, title: toString(node), nodes: [] });
    else result.at(-1)?.nodes.push(node);
  }
  return result;
}

/**
 * The line a node starts on (1 when it has no position).
 *
 * @param {Nodes | undefined} node
 */
export const lineOf = (node) => node?.position?.start.line ?? 1;
