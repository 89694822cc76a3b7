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

/**
 * A page link (`href`, written from the docs root) as the page at `pagePath`
 * shows it: on a copy of a section (SECTION_ALIASES), a link into the
 * original section leads to the same page of the copy, so a reader of the
 * Playwright section stays in it and keeps its sidebar. Any other link, and
 * any link on any other page, is left as written.
 *
 * @example hrefInSection('/reference/server-api/date-format#ranges', '/playwright/reference/server-api/authentication')
 * // '/playwright/reference/server-api/date-format#ranges'
 */
export function hrefInSection(href: string, pagePath: string): string {
  const within = (path: string, section: string) =>
    path === section || ['/', '#', '?'].some((separator) => path.startsWith(section + separator));
  const alias = SECTION_ALIASES.find(({ from, to }) => within(pagePath, to) && within(href, from));
  return alias ? alias.to + href.slice(alias.from.length) : href;
}
