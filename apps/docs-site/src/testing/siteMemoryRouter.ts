import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createRouteIndex, patchTree } from '../routes/routeIndex';

/**
 * The site's router as main.tsx makes it, in memory, for tests: a layout and a
 * pathless page route around `pages` (a route each, the first one resolved as
 * at hydration), the current page's routes only at first, route discovery
 * through the route index, under `/tutorials`. Starts at `/tutorials/a`.
 */
export function siteMemoryRouter(pages: RouteObject[]) {
  const tree: RouteObject[] = [{ id: 'root', children: [{ id: 'page', children: pages }] }];
  const index = createRouteIndex(tree);
  const routesFor = (pathname: string) => index.treeFor(pathname.replace(/^\/tutorials/, '') || '/');
  const router = createMemoryRouter(index.treeFor('/a'), {
    basename: '/tutorials',
    initialEntries: ['/tutorials/a'],
    patchRoutesOnNavigation: ({ path, patch }) => patchTree(routesFor(path), patch),
  });
  return { router, routesFor };
}
