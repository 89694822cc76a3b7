/** True when `pathname` lies under the router's `basename` (`/tutorials` covers `/tutorials` and `/tutorials/...`). */
export function isUnderBase(pathname: string, basename: string): boolean {
  return basename === '' || pathname === basename || pathname.startsWith(`${basename}/`);
}
