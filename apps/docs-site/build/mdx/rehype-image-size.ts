import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** A `src` that is not a file beside the page: a URL with a scheme, protocol-relative or data. */
const REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Gives every local image of a page its `width` and `height`, read from the
 * file, so the browser reserves its box before it loads and the text below
 * does not jump. Images are written `![Alt](./file.svg)`, relative to the page.
 * The inline style keeps them inside the column on narrow screens, at their
 * own aspect ratio. An image that cannot be read fails the build, naming the
 * page, the line and the path.
 */
export function rehypeImageSize() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element) => {
      const src = node.properties.src;
      if (node.tagName !== 'img' || typeof src !== 'string' || REMOTE.test(src)) return;
      const where = `${file.path}:${node.position?.start.line ?? '?'}`;
      if (src.startsWith('/')) {
        throw new Error(`${where}: image "${src}" must be a path relative to the page, such as ./${src.slice(1)}.`);
      }
      const path = resolve(dirname(file.path), decodeURIComponent(src.split(/[?#]/)[0] ?? ''));
      let size: { width?: number; height?: number };
      try {
        size = imageSize(readFileSync(path));
      } catch (error) {
        throw new Error(`${where}: cannot read the size of image "${src}" (${path}): ${(error as Error).message}`, {
          cause: error,
        });
      }
      node.properties.width ??= size.width;
      node.properties.height ??= size.height;
      node.properties.style ??= 'max-width:100%;height:auto';
    });
  };
}
