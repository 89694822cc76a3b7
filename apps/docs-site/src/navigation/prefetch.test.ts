import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPrefetch, createPrefetcher, type ConnectionInfo } from './prefetch';

describe('canPrefetch', () => {
  it('prefetches unless the connection is 2g or data saver is on', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

function setUp(connection: ConnectionInfo = { effectiveType: '4g' }, load = vi.fn(async () => ({}))) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        { id: 'page', path: '/getting-started/overview', lazy: load },
        { id: 'ready', path: '/concepts', Component: () => null },
        { id: 'not-found', path: '*', Component: () => null },
      ],
    },
  ];
  const prefetcher = createPrefetcher({
    routesFor: () => routes,
    basename: '/tutorials',
    connection: () => connection,
    schedule: (task) => task(),
  });
  return { prefetcher, load };
}

describe('createPrefetcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads a linked page's chunk once, whatever the query or anchor", async () => {
    const { prefetcher, load } = setUp();
    prefetcher.prefetch('/tutorials/getting-started/overview');
    prefetcher.prefetch('/tutorials/getting-started/overview#pitfalls');
    prefetcher.prefetch('/tutorials/getting-started/overview?sdk=cypress');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing for pages without a chunk to load or outside the site', () => {
    const { prefetcher, load } = setUp();
    expect(() => {
      prefetcher.prefetch('/tutorials/concepts');
      prefetcher.prefetch('/tutorials/no/such/page');
      prefetcher.prefetch('/elsewhere');
    }).not.toThrow();
    expect(load).not.toHaveBeenCalled();
  });

  it('looks up the routes of the pathname, and matches only those', () => {
    const load = vi.fn(async () => ({}));
    const routesFor = vi.fn(() => [{ id: 'overview', path: '/concepts/overview', lazy: load }]);
    const prefetcher = createPrefetcher({ routesFor, basename: '/tutorials', schedule: (task) => task() });
    prefetcher.prefetch('/tutorials/concepts/overview#levels');
    expect(routesFor).toHaveBeenCalledWith('/tutorials/concepts/overview');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed prefetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({});
    const { prefetcher } = setUp({ effectiveType: '4g' }, load);
    prefetcher.prefetch('/tutorials/getting-started/overview');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve));
    prefetcher.prefetch('/tutorials/getting-started/overview');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('prefetches nothing on 2g or with data saver', () => {
    for (const connection of [{ effectiveType: '2g' }, { effectiveType: '4g', saveData: true }]) {
      const { prefetcher, load } = setUp(connection);
      prefetcher.prefetch('/tutorials/getting-started/overview');
      expect(load).not.toHaveBeenCalled();
    }
  });

  it('prefetches a watched link when it comes into view, and not after it is unwatched', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const observed = new Set<Element>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe = (element: Element) => observed.add(element);
        unobserve = (element: Element) => observed.delete(element);
      },
    );
    const { prefetcher, load } = setUp();
    const link = document.createElement('a');
    const other = document.createElement('a');
    prefetcher.observe(link, '/tutorials/getting-started/overview');
    const stop = prefetcher.observe(other, '/tutorials/getting-started/overview');
    stop();
    expect(observed).toEqual(new Set([link]));

    report([{ target: link, isIntersecting: false }]);
    expect(load).not.toHaveBeenCalled();
    report([{ target: link, isIntersecting: true }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(observed.has(link)).toBe(false);
  });

  it('watches nothing on 2g', () => {
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        unobserve = vi.fn();
      },
    );
    const { prefetcher } = setUp({ effectiveType: '2g' });
    prefetcher.observe(document.createElement('a'), '/tutorials/getting-started/overview');
    expect(observe).not.toHaveBeenCalled();
  });
});
