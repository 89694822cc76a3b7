import { buildRouteTable, escapeXml, sitemapXml, type RouteEntry } from '@docs/content-model';
import { siteConfig } from '../site.config';
import { blogPosts } from '../blog/blogIndex';
import { pageSources } from './pages';
import { tutorialSidebar } from './sidebar';

/** The route table of the whole site, from the content model, and its warnings. */
export function siteRoutes(): { routes: RouteEntry[]; warnings: string[] } {
  const { routes, warnings } = buildRouteTable({
    docIds: pageSources.map((page) => page.docId),
    blogPosts: blogPosts.map((post) => ({ slug: post.slug, tags: post.tags.map((tag) => tag.label) })),
  });
  return { routes, warnings: warnings.map((warning) => warning.message) };
}

/**
 * Problems that must fail a build: a sidebar entry for a doc that does not
 * exist (the error lists the available ids, closest first).
 */
export function sidebarProblems(): string[] {
  try {
    tutorialSidebar();
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/** Every prerendered path of a route table (relative to the base, `/` for the landing). */
export function prerenderPaths(routes: readonly RouteEntry[]): string[] {
  return routes.filter((route) => route.kind !== 'not-found').map((route) => route.path);
}

/** `sitemap.xml`: every page under its own URL (second copies point at their original with a canonical link). */
export function sitemap(routes: readonly RouteEntry[]): string {
  const aliases = new Set(pageSources.filter((page) => page.canonicalPath).map((page) => page.path));
  return sitemapXml(
    routes.filter((route) => !aliases.has(route.path)),
    { origin: siteConfig.origin, basePath: siteConfig.basePath },
  );
}

/** The site's root address (`https://docs.eyes.example/tutorials/`), which links in files published with it resolve against. */
export function siteUrl(): string {
  return new URL(siteConfig.basePath, siteConfig.origin).href;
}

/** The blog's RSS 2.0 feed, newest post first. */
export function blogFeed(): string {
  const blogUrl = new URL(`${siteConfig.basePath}blog`, siteConfig.origin).href;
  const items = blogPosts.map((post) => {
    const url = `${blogUrl}/${encodeURI(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.description)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag.label)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    <title>${escapeXml(`${siteConfig.title} blog`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    '    <description>Notes from the team on visual testing in practice.</description>',
    '    <language>en</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
