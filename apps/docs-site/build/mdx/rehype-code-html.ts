import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Hands each highlighted block's tokens to the page as one HTML string (the
 * `data-html` property of its `pre`, rendered by the site's CodeBlock).
 *
 * Left as elements, every token becomes a JSX call with a style object in
 * the page's module: about half of a page's compiled code, walked again by
 * each later step (MDX's JSX build, the bundler, the minifier, the server
 * render) and hydrated element by element in the browser. As a string it is
 * copied once and never diffed: the tokens have no behaviour.
 */
export function rehypeCodeHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!isHighlightedBlock(node)) return;
      // A block finished before (an SDK page's snippet seen on an earlier page) keeps its HTML.
      if (node.properties.dataHtml !== undefined && node.children.length === 0) return SKIP;
      node.properties.dataHtml = toHtml(node.children);
      node.children = [];
      return SKIP;
    });
  };
}

/** Whether `node` is a block Shiki highlighted: its `pre`. */
export function isHighlightedBlock(node: Element): boolean {
  // Shiki writes `class` rather than hast's usual `className`.
  const classes = String(node.properties.class ?? node.properties.className ?? '');
  return node.tagName === 'pre' && /\bshiki\b/.test(classes);
}
