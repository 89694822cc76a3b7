// @ts-check
/**
 * empty-section: a heading followed directly by a heading of the same or a
 * higher level, or by the end of the page, titles nothing. (A heading followed
 * by a deeper one opens its subsections, which is content.)
 */
import { toString } from 'mdast-util-to-string';
import { lineOf } from '../markdown-tree.mjs';

/** @typedef {import('../lint-page.mjs').Finding} Finding */

/**
 * @param {import('mdast').Root} tree
 * @returns {Finding[]}
 */
export function emptySections(tree) {
  /** @type {Finding[]} */
  const findings = [];
  const nodes = tree.children;
  nodes.forEach((node, index) => {
    if (node.type !== 'heading') return;
    const next = nodes[index + 1];
    if (next !== undefined && !(next.type === 'heading' && next.depth <= node.depth)) return;
    findings.push({
      rule: 'empty-section',
      line: lineOf(node),
      message: `"${toString(node)}" has no content: write it, or remove the heading`,
    });
  });
  return findings;
}
