import { describe, expect, it, vi } from 'vitest';
import { addToRouter } from '../routes/routeIndex';
import { siteMemoryRouter } from '../testing/siteMemoryRouter';
import { createPrefetcher } from './prefetch';

const Page = () => null;

/**
 * The site's routes and router as main.tsx makes them: a layout, a pathless
 * page route, a route per page (the current one resolved, as at hydration),
 * the catch-all; route discovery; the prefetcher handing a followed link's
 * routes to the router.
 */
function setUp() {
  const load = vi.fn(async () => ({ Component: Page, handle: { title: 'B' } }));
  const { router, routesFor } = siteMemoryRouter([
    { id: '/a', path: '/a', Component: Page },
    { id: '/b', path: '/b', lazy: load },
    { id: 'not-found', path: '*', Component: Page },
  ]);
  const prefetcher = createPrefetcher({
    routesFor,
    basename: '/tutorials',
    connection: () => undefined,
    schedule: (task) => task(),
    onFollow: (pathname) => addToRouter(router, routesFor(pathname)),
  });
  const states: string[] = [];
  router.subscribe((state) => states.push(`${state.navigation.state} ${state.location.pathname}`));
  return { router, prefetcher, load, states };
}

describe('following a prefetched link', () => {
  it('goes straight to the page: no loading state, no second load', async () => {
    const { router, prefetcher, load, states } = setUp();
    await router.initialize();
    prefetcher.prefetch('/tutorials/b');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve));

    prefetcher.follow('/tutorials/b#setup');
    states.length = 0;
    void router.navigate('/b#setup');
    // In the same task as the click: nothing awaited.
    expect(states).toEqual(['idle /tutorials/b']);
    expect(router.state.matches.at(-1)?.route.handle).toEqual({ title: 'B' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page not prefetched first publishes a loading state', async () => {
    const { router, prefetcher, states } = setUp();
    await router.initialize();
    prefetcher.follow('/tutorials/b');
    await router.navigate('/b');
    expect(states[0]).toBe('loading /tutorials/a');
    expect(states.at(-1)).toBe('idle /tutorials/b');
  });
});
