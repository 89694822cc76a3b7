import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match `pathname` and writes their properties
 * onto the route objects. Hydration must see the same components the server
 * rendered; without this the prerendered page would vanish until its chunk
 * arrived. Prefetching does the same for linked
 * pages (navigation/prefetch.ts). The lazy functions are called at once, the
 * properties written when they resolve; resolves to whether any route matched.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string, basename: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  return matches.length > 0;
}
