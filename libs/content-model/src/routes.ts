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

/** The delimiter of every page title, a vertical bar: `Match levels | Eyes Tutorials`. */
export const TITLE_DELIMITER = ' | ';

/**
 * Document title of a page: `Page | Site`, or just the site name when the
 * page has no title of its own.
 */
export function pageTitle(page: string | undefined, site: string): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed}${TITLE_DELIMITER}${site}` : site;
}

/** The base path every route of the site sits under; the docs are served from its root. */
export const BASE_PATH = '/tutorials/';

/**
 * Doc id of a content file, relative to the docs root: the path without
 * extension, keeping a folder's `index`.
 *
 * @example docIdFromContentFile('integrations/index.mdx') // 'integrations/index'
 */
export function docIdFromContentFile(file: string): string {
  return file.replace(/^\.?\//, '').replace(/\.mdx?$/, '');
}

/**
 * Route path of a doc id, relative to the base path.
 *
 * @example docPath('index') // '/'
 * @example docPath('concepts/eyes-test-manager/index') // '/concepts/eyes-test-manager'
 */
export function docPath(docId: string): string {
  return routePathFromContentFile(`${docId}.mdx`);
}

/**
 * Public path of a route path: the base path joined with it, without a
 * trailing slash except for the base path itself.
 *
 * @example withBasePath('/integrations') // '/tutorials/integrations'
 * @example withBasePath('/') // '/tutorials/'
 */
export function withBasePath(path: string, basePath: string = BASE_PATH): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const rest = path.replace(/^\/+/, '').replace(/\/+$/, '');
  return rest ? `${base}${rest}` : base;
}
