/**
 * A rendered SDK page's tree as Markdown, for people reviewing a change to the data or the
 * templates: the snapshot tests keep a few pages' text in files, so a diff shows what readers will
 * read. Site components are written as the JSX an MDX page would name them with.
 */
import type { Element, Root } from 'hast';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { ClientComponentData } from './expand';

export function pageMarkdown(tree: Root): string {
  const copy = structuredClone(tree);
  const mark = (node: Root | Element) => {
    for (const [index, child] of node.children.entries()) {
      if (child.type !== 'element') continue;
      const props = (child.data as ClientComponentData | undefined)?.props;
      if (props) {
        const attributes = Object.entries(props)
          .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
          .join(' ');
        const open: Element = {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [{ type: 'text', value: `<${child.tagName} ${attributes}>` }],
        };
        node.children.splice(index, 1, open, ...child.children);
      }
      mark(child);
    }
  };
  mark(copy);
  return toMarkdown(toMdast(copy), { extensions: [gfmToMarkdown()], bullet: '-' });
}
