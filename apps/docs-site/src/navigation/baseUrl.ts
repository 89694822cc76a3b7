/** True when `pathname` lies under the router's `basename` (`/tutorials` covers `/tutorials` and `/tutorials/...`). */
export function isUnderBase(pathname: string, basename: string): boolean {
  return basename === '' || pathname === basename || pathname.startsWith(`${basename}/`);
}

/** `pathname` without the router's `basename` (the browser's and the router's locations keep it, `useLocation` drops it). */
export function withoutBasename(pathname: string, basename: string): string {
  if (basename === '' || basename === '/') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}
