import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Wraps every Markdown table in a box that scrolls sideways on its own, so a
 * wide table (an API's parameters, say) never makes the whole page scroll on
 * a narrow screen. The box is a focusable region (a named <section>), so a
 * keyboard can scroll it too, named after the section it is in ("Parameters
 * table"; a second table in the same section is "Parameters table 2"). Runs
 * before anchor links are appended to headings, whose text would otherwise
 * end in "#".
 */
export function rehypeTableScroll() {
  return (tree: Root) => {
    let section = '';
    const seen = new Map<string, number>();
    visit(tree, 'element', (node: Element, index, parent) => {
      if (/^h[1-6]$/.test(node.tagName)) {
        section = toString(node).trim();
        return SKIP;
      }
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const name = section ? `${section} table` : 'Table';
      const count = (seen.get(name) ?? 0) + 1;
      seen.set(name, count);
      parent.children[index] = {
        type: 'element',
        // A <section> with a name is a region landmark without a role attribute.
        tagName: 'section',
        properties: {
          className: ['table-scroll'],
          tabIndex: 0,
          ariaLabel: count > 1 ? `${name} ${count}` : name,
        },
        children: [node],
      };
      return SKIP;
    });
  };
}
