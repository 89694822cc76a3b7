import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { EXIT, SKIP, visit } from 'unist-util-visit';

/**
 * Wraps every Markdown table in a box that scrolls sideways on its own, so a
 * wide table (an API's parameters, say) never makes the whole page scroll on
 * a narrow screen. The box is a focusable region (a named <section>), so a
 * keyboard can scroll it too, named after the section it is in ("Parameters
 * table"; a second table in the same section is "Parameters table 2"). Its
 * inline code may break inside names (breakOpportunities; short names in a two-column table
 * excepted), so that a table scrolls only when its words cannot fit; code marked `api-name` is
 * kept whole. Runs
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
      const shortNamesWhole = columnCount(node) <= 2;
      visit(node, 'element', (code: Element) => {
        if (code.tagName !== 'code' || isKeptWhole(code)) return;
        if (shortNamesWhole && toString(code).length <= SHORT_NAME) return;
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
 * In a table of two columns (a name and what it means), names up to this many characters
 * (`GRAPHICAL_OBJECT`, `EYES_API_KEY`) stay whole: beside one description they cannot make the
 * table too wide, and broken they only squeezed the names column into two lines ("GRAPHICAL_ /
 * OBJECT") beside a description with room to spare. Wider tables need every break they can get.
 */
const SHORT_NAME = 20;

/** The number of cells in a table's first row. */
function columnCount(table: Element): number {
  let count = 0;
  visit(table, 'element', (row: Element) => {
    if (row.tagName !== 'tr') return;
    count = row.children.filter((cell) => cell.type === 'element' && /^t[hd]$/.test(cell.tagName)).length;
    return EXIT;
  });
  return count;
}

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
