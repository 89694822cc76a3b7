import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRouteIndex, patchTree } from './routeIndex';

const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        id: 'page',
        children: [
          // Case-sensitive, as every route of the site.
          { id: '/a', path: '/a', caseSensitive: true },
          { id: '/b', path: '/b/c', caseSensitive: true },
          { id: 'dup', path: '/a', caseSensitive: true },
          { id: 'tag', path: '/tags/:tag', caseSensitive: true },
          { id: 'not-found', path: '*' },
        ],
      },
    ],
  },
];

/** The ids along each branch of a tree, e.g. `root > page > /a`. */
const branches = (routes: RouteObject[] | undefined): string[] =>
  (routes ?? []).flatMap((route) =>
    route.children?.length ? branches(route.children).map((rest) => `${route.id} > ${rest}`) : [String(route.id)],
  );

const matchedIds = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.map(({ route }) => route.id);

describe('createRouteIndex', () => {
  it('gives a path its own route inside its pathless ancestors, without siblings', () => {
    const index = createRouteIndex(tree);
    expect(branches(index.treeFor('/a'))).toEqual(['root > page > /a']);
    expect(branches(index.treeFor('/b/c'))).toEqual(['root > page > /b']);
  });

  it('gives any other path the routes with parameters or a splat, a wrongly cased one too', () => {
    const index = createRouteIndex(tree);
    for (const path of ['/tags/visual-ai', '/no/such/page', '/b', '/A']) {
      expect(branches(index.treeFor(path))).toEqual(['root > page > tag', 'root > page > not-found']);
    }
  });

  it('matches what React Router matches against the whole tree', () => {
    const index = createRouteIndex(tree);
    for (const path of ['/a', '/A/', '/B/c', '/Tags/x', '/b/c//', '/b%2Fc', '/tags/x', '/tags/x/y', '/nowhere', '/']) {
      expect(matchedIds(index.treeFor(path), path), path).toEqual(matchedIds(tree, path));
    }
  });

  it('leaves the original tree as it was', () => {
    createRouteIndex(tree).treeFor('/tags/x');
    expect(branches(tree)).toEqual([
      'root > page > /a',
      'root > page > /b',
      'root > page > dup',
      'root > page > tag',
      'root > page > not-found',
    ]);
  });
});

describe('patchTree', () => {
  it('hands each level to patch under its parent, from the top', () => {
    const calls: string[] = [];
    patchTree(createRouteIndex(tree).treeFor('/a'), (parentId, routes) =>
      calls.push(`${parentId ?? '(top)'}: ${routes.map((route) => route.id).join(', ')}`),
    );
    expect(calls).toEqual(['(top): root', 'root: page', 'page: /a']);
  });
});
