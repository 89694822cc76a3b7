import type { RouteObject } from 'react-router-dom';

/**
 * For each route path in `tree`, the smallest tree that still renders it: the
 * route itself inside copies of its pathless ancestors (the layout, the
 * `page` route), with no siblings. The first route of a path wins, as in
 * matching.
 *
 * Prerendering uses it: setting up a router ranks every route it is given,
 * so rendering each page against the whole tree grows with the square of
 * the pages.
 */
export function routeTreesByPath(tree: readonly RouteObject[]): Map<string, RouteObject[]> {
  const byPath = new Map<string, RouteObject[]>();
  const walk = (routes: readonly RouteObject[], wrap: (leaf: RouteObject) => RouteObject[]) => {
    for (const route of routes) {
      if (route.path !== undefined) {
        if (!byPath.has(route.path)) byPath.set(route.path, wrap(route));
      } else if (route.children) {
        // A pathless route is a layout, never an index route, so it may take the one child.
        walk(route.children, (leaf) => wrap({ ...route, children: [leaf] } as RouteObject));
      }
    }
  };
  walk(tree, (leaf) => [leaf]);
  return byPath;
}
