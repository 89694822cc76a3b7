/**
 * Sections served a second time under another path. The Playwright section
 * carries a copy of the server API reference: the same pages, whose code
 * tabs open on TypeScript there because the path selects Playwright
 * TypeScript, with a canonical link to the original.
 */
export const SECTION_ALIASES = [{ from: '/reference/server-api', to: '/playwright/reference/server-api' }] as const;

/**
 * The second copies of the pages under {@link SECTION_ALIASES}: each with the
 * new path and doc id, and its original path as `canonicalPath`.
 *
 * @example sectionAliasCopies([{ path: '/reference/server-api/date-format', docId: 'reference/server-api/date-format' }])
 * // [{ path: '/playwright/reference/server-api/date-format', docId: 'playwright/reference/server-api/date-format',
 * //    canonicalPath: '/reference/server-api/date-format' }]
 */
export function sectionAliasCopies<T extends { path: string; docId: string }>(
  pages: readonly T[],
): (T & { canonicalPath: string })[] {
  return SECTION_ALIASES.flatMap(({ from, to }) =>
    pages
      .filter((page) => page.path === from || page.path.startsWith(`${from}/`))
      .map((page) => ({
        ...page,
        path: to + page.path.slice(from.length),
        docId: to.slice(1) + page.docId.slice(from.length - 1),
        canonicalPath: page.path,
      })),
  );
}
