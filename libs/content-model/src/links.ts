import type { ContentWarning } from './errors';
import type { RouteEntry } from './route-table';
import { BASE_PATH } from './routes';

/** The links and anchors of one rendered page, for {@link checkLinks}. */
export interface PageLinks {
  /** Route path of the page, relative to the base path (e.g. `/getting-started/overview`). */
  path: string;
  /** Every `href` on the page, as rendered. */
  links: readonly string[];
  /** Every element id on the page (heading ids and explicit anchors). */
  anchors: readonly string[];
}

/** A link that leads nowhere. */
export interface BrokenLink {
  /** Route path of the page that contains the link. */
  page: string;
  /** The link as written. */
  link: string;
  /** `missing-page`: no route has the path; `missing-anchor`: the page exists but has no element with the id. */
  reason: 'missing-page' | 'missing-anchor';
  /** Route path the link resolves to (relative to the base path). */
  target: string;
  /** The anchor that was not found (`missing-anchor`). */
  anchor?: string;
}

/** Input of {@link checkLinks}. */
export interface CheckLinksInput {
  routes: readonly RouteEntry[];
  pages: readonly PageLinks[];
  /** Base path of the site; default `/tutorials/`. */
  basePath?: string;
}

const ORIGIN = 'http://docs.invalid';

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function normalise(pathname: string): string {
  const decoded = pathname.split('/').map(safeDecode).join('/');
  const bare = decoded.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

/**
 * Finds links to pages that do not exist and anchors that a page does not
 * have. Nothing throws: broken links are reported (the build
 * does not fail on them; broken anchors are warnings), the caller decides what to do.
 *
 * Links are resolved like a browser would, against the page's public URL
 * (`/tutorials` + page path): `/tutorials/x`, `x`, `../x`, `#id` and `x#id`
 * are checked; links outside the base path, other origins and non-HTTP
 * schemes (`mailto:`, `tel:`) are skipped. `.html` and `/index.html` suffixes
 * are accepted, since the server redirects them to the bare path. Anchors are
 * checked only on pages listed in `pages`.
 *
 * @returns the broken links, in page order.
 */
export function checkLinks(input: CheckLinksInput): BrokenLink[] {
  const base = (input.basePath ?? BASE_PATH).replace(/\/+$/, '');
  const routePaths = new Set(input.routes.filter((route) => route.exact).map((route) => route.path));
  const anchorsByPath = new Map(input.pages.map((page) => [normalise(page.path), new Set(page.anchors)]));
  const broken: BrokenLink[] = [];

  for (const page of input.pages) {
    const pagePath = normalise(page.path);
    const pageUrl = new URL(`${base}${pagePath === '/' ? '/' : pagePath}`, ORIGIN);
    for (const link of page.links) {
      let url: URL;
      try {
        url = new URL(link, pageUrl);
      } catch {
        broken.push({ page: page.path, link, reason: 'missing-page', target: link });
        continue;
      }
      if (url.origin !== ORIGIN) continue;
      if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) continue;
      const target = normalise(url.pathname.slice(base.length));
      if (!routePaths.has(target)) {
        broken.push({ page: page.path, link, reason: 'missing-page', target });
        continue;
      }
      const anchor = url.hash ? safeDecode(url.hash.slice(1)) : '';
      const anchors = anchorsByPath.get(target);
      if (anchor && anchors && !anchors.has(anchor)) {
        broken.push({ page: page.path, link, reason: 'missing-anchor', target, anchor });
      }
    }
  }
  return broken;
}

/**
 * The broken anchors among broken links, as build warnings (a broken anchor
 * warns; a broken link does not stop the build either).
 */
export function brokenAnchorWarnings(broken: readonly BrokenLink[]): ContentWarning[] {
  return broken
    .filter((entry) => entry.reason === 'missing-anchor')
    .map((entry) => ({
      code: 'broken-anchor' as const,
      path: entry.page,
      message: `Broken anchor on page "${entry.page}": link "${entry.link}" points to "#${entry.anchor ?? ''}", which "${entry.target}" does not have.`,
    }));
}
