/**
 * Server entry for prerendering: renders one URL of the site to HTML.
 * Built with `vite build --ssr` and driven by tools/scripts/prerender.mjs.
 */
import { escapeXml, pageTitle } from '@docs/content-model';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pageSources } from './content/pages';
import { validatePages } from './content/validatePages';
import { blogPostSources } from './blog/posts';
import { siteHeadTags } from './head/siteHeadTags';
export { appScriptsAfterFirstPaint } from './head/siteHeadTags';
import { validateSiteConfig } from './site.config.schema';

export { checkLinks } from '@docs/content-model';
export { blogFeed, prerenderPaths, sidebarProblems, siteRoutes, sitemap, siteUrl } from './content/siteModel';
import { hydrationDataScript } from './routes/hydrationData';
import { createRoutes, resolveHandle, type RouteHandle } from './routes/routes';
import { createRouteIndex, type RouteIndex } from './routes/routeIndex';
import { ROUTER_BASENAME, ROUTER_BASENAME_WITH_SLASH, siteConfig } from './site.config';

/** The site's title and origin, for the files the prerender step writes besides the pages (llms.txt). */
export const siteIdentity = { title: siteConfig.title, origin: siteConfig.origin };

export interface RenderedPage {
  /** Markup of the app, to go inside #root. */
  html: string;
  /** Tags for <head>: title, description, canonical link, the router's hydration data. */
  head: string;
  status: number;
  /** Source file of the page (relative to the workspace), when it has one. */
  file?: string;
  /** The module whose chunk is the page, as the client build's manifest names it (the MDX file by default). */
  module?: string;
  /** The SDKs the page applies to (its `sdks` front matter; none: every SDK), for its Markdown per SDK. */
  sdks?: readonly string[];
}

/** Checks the site configuration and every page's front matter; returns the problems found, one message each. */
export async function validateContent(): Promise<string[]> {
  return [...validateSiteConfig(siteConfig), ...(await validatePages(pageSources, blogPostSources))];
}

// Text and attribute values of the head: the XML escapes are the HTML ones too.
const escapeHtml = escapeXml;

/** Absolute URL of a path relative to the base. */
function absoluteUrl(path: string): string {
  return new URL(`${ROUTER_BASENAME}${path === '/' ? '/' : path}`, siteConfig.origin).href;
}

function headTags(handle: RouteHandle | undefined, path: string, status: number): string {
  const title = pageTitle(handle?.title, siteConfig.title);
  const tags = [`<title>${escapeHtml(title)}</title>`];
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  if (handle?.description) meta('name', 'description', handle.description);
  if (status !== 200) {
    meta('name', 'robots', 'noindex');
    return tags.join('\n    ');
  }
  const url = absoluteUrl(handle?.canonicalPath ?? path);
  tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', siteConfig.title);
  meta('property', 'og:title', handle?.title ?? siteConfig.title);
  if (handle?.description) meta('property', 'og:description', handle.description);
  meta('property', 'og:url', url);
  meta('name', 'twitter:card', 'summary');
  return tags.join('\n    ');
}

let routes: RouteIndex | undefined;

/**
 * A handler for the routes `path` can match (routes/routeIndex.ts): setting up a router
 * takes time in proportion to the routes it is given.
 */
function staticHandler(path: string) {
  routes ??= createRouteIndex(createRoutes());
  return createStaticHandler(routes.treeFor(path), { basename: ROUTER_BASENAME_WITH_SLASH });
}

/** Renders `path` (relative to the base path, e.g. `/getting-started/overview`). */
export async function render(path: string): Promise<RenderedPage> {
  const handler = staticHandler(path);
  const url = new URL(`${ROUTER_BASENAME}${path}`, 'http://prerender.local');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    throw new Error(
      `Prerendering ${path} answered with a redirect or response (${context.status}); pages must render.`,
    );
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const leaf = context.matches[context.matches.length - 1];
  const handle = resolveHandle(leaf?.route.handle as RouteHandle | undefined, leaf?.params ?? {});
  const status = leaf?.route.path === '*' ? 404 : context.statusCode;
  // The router's state goes in as JSON, not as React Router's inline script, which the CSP would block.
  const head = [
    headTags(handle, path, status),
    ...siteHeadTags(siteConfig, path, status, html),
    hydrationDataScript(context),
  ].join('\n    ');
  return { html, head, status, file: handle?.file, module: handle?.module ?? handle?.file, sdks: handle?.sdks };
}
