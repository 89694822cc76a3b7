import type { RouteObject } from 'react-router-dom';
import { pageSources } from '../content/pages';
import { RootLayout } from '../layout/RootLayout';
import { MdxPage } from '../pages/MdxPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Per-route data the layout reads for the document title and meta tags. */
export interface RouteHandle {
  title: string;
  description?: string;
  /** Source file of the page, for preloading its chunk in prerendered HTML. */
  file?: string;
}

export const NOT_FOUND_TITLE = 'Page not found';

/** The route tree: one lazily loaded route per page, then the catch-all. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      children: [
        ...pageSources.map(({ path, file, load }): RouteObject => ({
          id: path,
          path,
          lazy: async () => {
            const page = await load();
            const handle: RouteHandle = {
              title: page.frontmatter.title,
              description: page.frontmatter.description,
              file,
            };
            return { Component: () => <MdxPage page={page} />, handle };
          },
        })),
        { id: 'not-found', path: '*', Component: NotFoundPage, handle: { title: NOT_FOUND_TITLE } },
      ],
    },
  ];
}
