/**
 * Server entry for prerendering: renders one URL of the site to HTML.
 * Built with `vite build --ssr` and driven by tools/scripts/prerender.mjs.
 */
import { pageTitle } from '@docs/content-model';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pageSources } from './content/pages';
import { validatePages } from './content/validatePages';
import { createRoutes, type RouteHandle } from './routes/routes';
import { ROUTER_BASENAME, siteConfig } from './site.config';

export interface RenderedPage {
  /** Markup of the app, to go inside #root. */
  html: string;
  /** Tags for <head>: title, description, canonical link. */
  head: string;
  status: number;
  /** Source file of the page (relative to the workspace), when it has one. */
  file?: string;
}

/** Checks every page's front matter; returns the problems found, one message each. */
export function validateContent(): Promise<string[]> {
  return validatePages(pageSources);
}

/** Every prerendered path (relative to the base, `/` for the landing). */
export function prerenderPaths(): string[] {
  return pageSources.map((page) => page.path);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headTags(handle: RouteHandle | undefined, path: string, status: number): string {
  const tags = [`<title>${escapeHtml(pageTitle(handle?.title, siteConfig.title))}</title>`];
  if (handle?.description) tags.push(`<meta name="description" content="${escapeHtml(handle.description)}" />`);
  if (status === 200) {
    const url = new URL(`${ROUTER_BASENAME}${path === '/' ? '/' : path}`, siteConfig.origin).href;
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  }
  return tags.join('\n    ');
}

/** Renders `path` (relative to the base path, e.g. `/getting-started/overview`). */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes(), { basename: ROUTER_BASENAME });
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
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  const leaf = context.matches[context.matches.length - 1];
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const status = leaf?.route.path === '*' ? 404 : context.statusCode;
  return { html, head: headTags(handle, path, status), status, file: handle?.file };
}
