import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Wraps every Markdown table in a box that scrolls sideways on its own, so a
 * wide table (an API's parameters, say) never makes the whole page scroll on
 * a narrow screen. The box is a focusable region (a named <section>), so a
 * keyboard can scroll it too, named after the section it is in ("Parameters
 * table"; a second table in the same section is "Parameters table 2"). Its
 * inline code longer than a short name may break inside names (breakOpportunities), so that
 * a table scrolls only when its words cannot fit; code marked `api-name` is kept whole. Runs
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
      visit(node, 'element', (code: Element) => {
        if (code.tagName === 'code' && !isKeptWhole(code) && toString(code).length > SHORT_NAME)
          code.children = code.children.flatMap(breakOpportunities);
      });
      return SKIP;
    });
  };
}

/**
 * Code marked `api-name` (a parameter, header, field or error code in the server API's tables)
 * stays whole: Chromium breaks at a <wbr> even under `white-space: nowrap`, so it gets none.
 */
const isKeptWhole = (code: Element) => {
  const classes = code.properties.className;
  return Array.isArray(classes) && classes.includes('api-name');
};

/**
 * Names up to this many characters (`GRAPHICAL_OBJECT`, `EYES_API_KEY`) stay whole: they cannot make
 * a column too wide, and broken they only squeezed a names column of a two-column table into two
 * lines ("GRAPHICAL_ / OBJECT") beside a description with room to spare.
 */
const SHORT_NAME = 20;

// After a dot, slash or underscore, and between a lower-case letter and a capital.
const BREAK = /(?<=[./_])(?=[^./_])|(?<=[a-z])(?=[A-Z])/;

/**
 * Inline code in a table may break inside a name: `eyesConfig.<wbr>ignore<wbr>Displacements`.
 * Unbroken, the widest names set the columns' least widths, and a four-column table of
 * settings needed 880 px in a 704 px column, cutting off its descriptions. A <wbr> adds no
 * text: the name copies and reads as written.
 */
export function breakOpportunities(child: ElementContent): ElementContent[] {
  if (child.type !== 'text') return [child];
  return child.value
    .split(BREAK)
    .flatMap((part, index): ElementContent[] => [...(index > 0 ? [wbr()] : []), { type: 'text', value: part }]);
}

function wbr(): Element {
  return { type: 'element', tagName: 'wbr', properties: {}, children: [] };
}
