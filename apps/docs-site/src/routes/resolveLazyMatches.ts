import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match `pathname` and writes their properties
 * onto the route objects. Hydration must see the same components the server
 * rendered; without this the prerendered page would vanish until its chunk
 * arrived (TOOLCHAIN.md, prerendering).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string, basename: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
