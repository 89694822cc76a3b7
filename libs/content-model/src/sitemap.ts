import type { RouteEntry } from './route-table';
import { BASE_PATH, withBasePath } from './routes';

/** How often pages change, as told to search engines: every page `monthly`. */
export const SITEMAP_CHANGEFREQ = 'monthly';

/** Priority of every page in the sitemap: all equal, `0.5`. */
export const SITEMAP_PRIORITY = '0.5';

/** Options of {@link sitemapXml}. */
export interface SitemapOptions {
  /** Scheme and host, e.g. `https://docs.example.com`. */
  origin: string;
  /** Base path of the site; default `/tutorials/`. */
  basePath?: string;
}

/** Escapes text for XML content and attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Percent-encodes a path the way browsers do: every character outside the
 * RFC 3986 path characters (unreserved, sub-delims, `:`, `@`, `/`) is
 * encoded as UTF-8 bytes, so `&` stays `&` and a space becomes `%20`.
 *
 * @example encodePath('/a-&-b c') // '/a-&-b%20c'
 */
export function encodePath(path: string): string {
  return path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu, (char) => encodeURIComponent(char));
}

/**
 * The `sitemap.xml` of a route table: one `<url>` per route except the
 * not-found catch-all, each with `monthly` and `0.5`; the location is the
 * origin, base path and route path, percent-encoded like a browser, then
 * XML-escaped (`apps-&-tests` is written `apps-&amp;-tests`).
 */
export function sitemapXml(routes: readonly RouteEntry[], options: SitemapOptions): string {
  const origin = options.origin.replace(/\/+$/, '');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const route of routes) {
    if (route.kind === 'not-found') continue;
    const loc = `${origin}${encodePath(withBasePath(route.path, options.basePath ?? BASE_PATH))}`;
    if (seen.has(loc)) continue;
    seen.add(loc);
    urls.push(
      `  <url><loc>${escapeXml(loc)}</loc><changefreq>${SITEMAP_CHANGEFREQ}</changefreq><priority>${SITEMAP_PRIORITY}</priority></url>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
