import type { RouteObject } from 'react-router-dom';

/**
 * The routes a path needs, found without ranking every route.
 *
 * React Router matches a path by flattening and ranking all the routes it is
 * given. With a route per page that is hundreds of routes: on a phone, each
 * call took several milliseconds, and the router's start, the hydration of the
 * current page and every prefetch of a linked page made one. The index maps
 * each path that has a route of its own to the smallest tree that renders it
 * (the route inside copies of its pathless ancestors, without siblings); any
 * other path gets the tree of the few routes with parameters or a splat (blog
 * tags, not found). A static path always outranks a pattern, so both give what
 * matching the whole tree would.
 */
export interface RouteIndex {
  /** The smallest tree that matches `path`, relative to the router's base (`/concepts/overview`). */
  treeFor(path: string): RouteObject[];
}

/**
 * Paths compare as React Router compares the site's routes: decoded, without
 * trailing slashes, case-sensitively (every route is `caseSensitive`, as the
 * servers find no page at a wrongly cased address).
 */
function pathKey(path: string): string {
  let decoded = path;
  if (path.includes('%')) {
    try {
      decoded = decodeURI(path);
    } catch {
      // A malformed escape: compare the path as it is.
    }
  }
  return (decoded.endsWith('/') ? decoded.replace(/\/+$/, '') : decoded) || '/';
}

const isPattern = (path: string) => path.includes(':') || path.includes('*');

export function createRouteIndex(tree: readonly RouteObject[]): RouteIndex {
  // Each path's tree is built when first asked for: a page needs one or two, and copying the
  // ancestors for all of them was most of the index's cost as the site started.
  const byPath = new Map<string, { route: RouteObject; wrap: (leaf: RouteObject) => RouteObject[] }>();
  const built = new Map<string, RouteObject[]>();
  const patterns: RouteObject[][] = [];
  const walk = (routes: readonly RouteObject[], wrap: (leaf: RouteObject) => RouteObject[]) => {
    for (const route of routes) {
      if (route.path !== undefined) {
        const key = pathKey(route.path);
        if (isPattern(route.path)) patterns.push(wrap(route));
        // The first route of a path wins, as in matching.
        else if (!byPath.has(key)) byPath.set(key, { route, wrap });
      } else if (route.children) {
        // A pathless route is a layout, never an index route, so it may take the one child.
        walk(route.children, (leaf) => wrap({ ...route, children: [leaf] } as RouteObject));
      }
    }
  };
  walk(tree, (leaf) => [leaf]);
  const patternTree = mergeSiblings(patterns.flat());
  return {
    treeFor(path) {
      const key = pathKey(path);
      const entry = byPath.get(key);
      if (!entry) return patternTree;
      let found = built.get(key);
      if (!found) built.set(key, (found = entry.wrap(entry.route)));
      return found;
    },
  };
}

/** Sibling routes with routes of the same id (pathless ancestors copied per branch) made one. */
function mergeSiblings(routes: readonly RouteObject[]): RouteObject[] {
  const merged: RouteObject[] = [];
  for (const route of routes) {
    const same =
      route.children && merged.find((other) => other.children && other.id !== undefined && other.id === route.id);
    if (same?.children && route.children) same.children = mergeSiblings([...same.children, ...route.children]);
    else merged.push(route.children ? { ...route, children: [...route.children] } : route);
  }
  return merged;
}

/**
 * Adds `tree` to a router's routes, level by level, with React Router's `patch`
 * (from `patchRoutesOnNavigation`): routes it has already (same id) are left
 * as they are, and the new ones go under their parent.
 */
export function patchTree(
  tree: readonly RouteObject[],
  patch: (parentId: string | null, routes: RouteObject[]) => void,
  parentId: string | null = null,
): void {
  patch(parentId, [...tree]);
  for (const route of tree) {
    if (route.id !== undefined && route.children) patchTree(route.children, patch, route.id);
  }
}

/**
 * Adds `tree` to a running router. `patchRoutes` is the call React Router's
 * framework mode makes to add routes before a navigation needs them (its
 * types mark it internal); each call re-renders the router's subscribers.
 */
export function addToRouter(
  router: { patchRoutes(parentId: string | null, routes: RouteObject[]): void },
  tree: readonly RouteObject[],
): void {
  patchTree(tree, (parentId, routes) => router.patchRoutes(parentId, routes));
}
