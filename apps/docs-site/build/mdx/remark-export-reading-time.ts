import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import readingTime from 'reading-time';
import { exportConst } from './export-const.ts';

/** Minutes a reader needs for the page's prose, rounded up (code counts too: readers read it). */
export function readingMinutes(tree: Root): number {
  const text = tree.children
    .filter((node) => node.type !== 'yaml')
    .map((node) => toString(node))
    .join('\n');
  return Math.max(1, Math.ceil(readingTime(text).minutes));
}

/** Exports `readingTime` (minutes) from every page; the blog shows it on each post. */
export function remarkExportReadingTime() {
  return (tree: Root) => {
    tree.children.unshift(exportConst('readingTime', readingMinutes(tree)) as unknown as Root['children'][number]);
  };
}
