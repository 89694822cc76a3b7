import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { exportConst } from './export-const.ts';

/** A heading of a page, as the table of contents needs it. */
export interface PageHeading {
  depth: number;
  id: string;
  text: string;
}

/** The headings of a hast tree that have an id, in document order. */
export function collectHeadings(tree: Root): PageHeading[] {
  const headings: PageHeading[] = [];
  visit(tree, 'element', (node: Element) => {
    const depth = /^h([1-6])$/.exec(node.tagName)?.[1];
    const id = node.properties?.id;
    if (depth && typeof id === 'string') headings.push({ depth: Number(depth), id, text: toString(node).trim() });
  });
  return headings;
}

/**
 * Exports the page's headings (after ids are assigned, before anchor links
 * are appended) as `export const headings = [...]`, so the table of contents
 * needs no DOM scan in the browser. The content model nests and filters them.
 */
export function rehypeExportHeadings() {
  return (tree: Root) => {
    tree.children.unshift(exportConst('headings', collectHeadings(tree)) as unknown as Root['children'][number]);
  };
}
