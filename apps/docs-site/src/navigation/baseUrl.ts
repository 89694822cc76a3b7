/** True when `pathname` lies under the router's `basename` (`/tutorials` covers `/tutorials` and `/tutorials/...`). */
export function isUnderBase(pathname: string, basename: string): boolean {
  return basename === '' || pathname === basename || pathname.startsWith(`${basename}/`);
}

/**
 * The base address to suggest when the site is served outside the one it
 * was built for (SPEC section 8): the address the reader opened, taken as the
 * site's home, with its trailing slash.
 */
export function suggestedBaseUrl(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}
