import { LoadingSpinner } from '@docs/docs-chrome';
import type { Params, RouteObject } from 'react-router-dom';
import { pageSources, type MdxPageModule } from '../content/pages';
import { RootLayout } from '../layout/RootLayout';
import { PageErrorBoundary } from '../navigation/PageErrorBoundary';
import { MdxPage } from '../pages/MdxPage';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, NotFoundPage } from '../pages/NotFoundPage';
import { blogRoutes } from './blogRoutes';
import { checkedPageModule } from './pageModule';

/** Per-route data the layout reads for the document title and meta tags. */
export interface RouteHandle {
  title: string;
  description?: string;
  /** Source file of the page (where its links were written, for the link check). */
  file?: string;
  /** The module whose chunk is the page, for preloading it and its styles in prerendered HTML. */
  module?: string;
  /** The page's own path when this route serves it a second time (see SECTION_ALIASES). */
  canonicalPath?: string;
  /** Doc id of a documentation page (breadcrumbs, previous/next). */
  docId?: string;
  /** SDKs the page applies to, from its front matter; none means every SDK. */
  sdks?: readonly string[];
  /** The page's headings, for its table of contents. */
  headings?: MdxPageModule['headings'];
  /** Title and description that depend on the URL's parameters (blog tag pages). */
  fromParams?: (params: Params) => { title: string; description?: string };
}

/** A matched route's handle with its parameter-dependent parts applied. */
export function resolveHandle(handle: RouteHandle | undefined, params: Params): RouteHandle | undefined {
  return handle?.fromParams ? { ...handle, ...handle.fromParams(params) } : handle;
}

/**
 * The route tree: the layout, and inside it one lazily loaded route per page,
 * then the catch-all. The pathless `page` route between them is where a page
 * that fails to load or crashes shows its error, inside the layout, and where
 * the spinner shows while a page loads with no previous page to keep on
 * screen (the old page stays during client navigation).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      // The layout itself crashed: the crash screen alone.
      ErrorBoundary: PageErrorBoundary,
      children: [
        {
          id: 'page',
          ErrorBoundary: PageErrorBoundary,
          HydrateFallback: PageLoading,
          children: pageRoutes(),
        },
      ],
    },
  ];
}

function PageLoading() {
  return <LoadingSpinner />;
}

/**
 * The pages, matched case-sensitively: a wrongly cased address (`/Getting-Started/Overview`) is the
 * not-found page, as both servers answer it (404), so the page the server sent is the page that
 * hydrates. React Router's default would match it and replace the not-found page with the page.
 */
function pageRoutes(): RouteObject[] {
  return [
    ...pageSources.map(({ path, docId, file, module, load, canonicalPath }): RouteObject => ({
      id: path,
      path,
      caseSensitive: true,
      lazy: async () => {
        const page = checkedPageModule(await load(), file);
        const handle: RouteHandle = {
          title: page.frontmatter.title,
          description: page.frontmatter.description,
          file,
          module,
          canonicalPath,
          docId,
          sdks: page.frontmatter.sdks,
          headings: page.headings,
        };
        return { Component: () => <MdxPage page={page} />, handle };
      },
    })),
    ...blogRoutes(),
    {
      id: 'not-found',
      path: '*',
      Component: NotFoundPage,
      handle: { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION },
    },
  ];
}
