/**
 * Route path of a content file, relative to the docs root.
 * `index.mdx` is the landing page (`/`); a folder's `index.mdx` is served at
 * the folder's path; no canonical path has a trailing slash.
 *
 * @example routePathFromContentFile('getting-started/overview.mdx') // '/getting-started/overview'
 */
export function routePathFromContentFile(file: string): string {
  const withoutExtension = file.replace(/^\.?\//, '').replace(/\.mdx?$/, '');
  const withoutIndex = withoutExtension.replace(/(^|\/)index$/, '');
  return `/${withoutIndex}`;
}

/** The title delimiter of every page title (SPEC section 9). */
export const TITLE_DELIMITER = ' | ';

/**
 * Document title of a page: `Page | Site`, or just the site name when the
 * page has no title of its own.
 */
export function pageTitle(page: string | undefined, site: string): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed}${TITLE_DELIMITER}${site}` : site;
}
