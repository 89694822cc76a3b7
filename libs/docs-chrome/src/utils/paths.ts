/** Drops the query, the hash and a trailing slash (except the root's) so paths compare equal. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a link's href points at the page at `activePath` (query, hash and trailing slash ignored). */
export function isActivePath(href: string, activePath: string | undefined): boolean {
  return activePath !== undefined && normalizePath(href) === normalizePath(activePath);
}

/** Whether an href leaves the site (has a scheme such as `https:` or `mailto:`, or is protocol-relative). */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * Whether the page at `pathname` is in the section a navbar link leads to: the link's own page or
 * one under it (`/blog` for `/blog/tags/ci`). An external link or the root (`/`, every page's
 * ancestor) is never a section.
 */
export function isInSection(href: string, pathname: string | undefined): boolean {
  if (pathname === undefined || isExternalHref(href)) return false;
  const section = normalizePath(href);
  const path = normalizePath(pathname);
  if (section === '/') return false;
  return path === section || path.startsWith(`${section}/`);
}
