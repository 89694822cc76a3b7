/**
 * The canonical form of a path relative to the base: `.html` and
 * `/index.html` suffixes and trailing slashes removed (`/` stays `/`).
 * The static server redirects these with 301; the client does the same for
 * hosts that do not, and for links followed inside the app.
 */
export function cleanPath(pathname: string): string {
  const cleaned = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return cleaned === '' ? '/' : cleaned;
}
