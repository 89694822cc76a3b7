import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** A link as written in a page's MDX, and the line it is on (1-based). */
export interface SourceLink {
  href: string;
  line: number;
}

/** Attributes of JSX elements that hold a link (`<a href>`, `<Card href>`, `<Link to>`). */
const LINK_ATTRIBUTES = new Set(['href', 'to']);

/** The links a compiled page's MDX wrote, read by {@link sourceLinksOf} after compiling. */
const LINKS = 'sourceLinks';

/**
 * Records every link of the page with its line in the MDX (`file.data.sourceLinks`): Markdown
 * links and JSX elements with an `href` or `to`. Links added by the pipeline itself (the
 * headings' anchor links) have no position in the source and are left out. The build's link
 * check reports broken links by the file and line they were written on (they are checked in the
 * rendered HTML, where nothing says where they came from).
 */
export function rehypeCollectLinks() {
  return (tree: Root, file: VFile) => {
    const links: SourceLink[] = [];
    visit(tree, (node) => {
      const line = node.position?.start.line;
      if (line === undefined) return;
      if (node.type === 'element') {
        const href = (node as Element).properties?.href;
        if ((node as Element).tagName === 'a' && typeof href === 'string') links.push({ href, line });
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of (node as MdxJsxFlowElementHast | MdxJsxTextElementHast).attributes) {
          if (attribute.type === 'mdxJsxAttribute' && LINK_ATTRIBUTES.has(attribute.name)) {
            if (typeof attribute.value === 'string') links.push({ href: attribute.value, line });
          }
        }
      }
    });
    file.data[LINKS] = links;
  };
}

/** The links {@link rehypeCollectLinks} recorded for a compiled file. */
export function sourceLinksOf(file: VFile): SourceLink[] {
  return (file.data[LINKS] as SourceLink[] | undefined) ?? [];
}
