import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeTreesByPath } from './routeTreesByPath';

const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        id: 'page',
        children: [
          { id: '/a', path: '/a' },
          { id: '/b', path: '/b' },
          { id: 'dup', path: '/a' },
        ],
      },
      { id: 'not-found', path: '*' },
    ],
  },
];

/** The ids along each branch of a tree, e.g. `root > page > /a`. */
const branches = (routes: RouteObject[] | undefined): string[] =>
  (routes ?? []).flatMap((route) =>
    route.children?.length ? branches(route.children).map((rest) => `${route.id} > ${rest}`) : [String(route.id)],
  );

describe('routeTreesByPath', () => {
  it('keeps a route inside its pathless ancestors, without its siblings', () => {
    const byPath = routeTreesByPath(tree);
    expect(branches(byPath.get('/a'))).toEqual(['root > page > /a']);
    expect(branches(byPath.get('/b'))).toEqual(['root > page > /b']);
    expect(branches(byPath.get('*'))).toEqual(['root > not-found']);
  });

  it('gives a path to its first route and knows no other path', () => {
    const byPath = routeTreesByPath(tree);
    expect(byPath.get('/a')?.[0]?.children?.[0]?.children?.[0]?.id).toBe('/a');
    expect([...byPath.keys()].sort()).toEqual(['*', '/a', '/b']);
  });

  it('leaves the original tree as it was', () => {
    routeTreesByPath(tree);
    expect(branches(tree)).toEqual(['root > page > /a', 'root > page > /b', 'root > page > dup', 'root > not-found']);
  });
});
