import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ReloadGuard } from './reloadGuard';
import { createReloadGuard } from './reloadGuard';
import { watchChunkFailures, type DataRouter } from './watchChunkFailures';

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/broken-1a2b3c4d.js');

function routes(brokenPage: () => Promise<never>): RouteObject[] {
  return [
    {
      path: '/',
      ErrorBoundary: () => null,
      children: [
        { path: 'home', Component: () => null },
        { path: 'broken', lazy: brokenPage },
        { path: 'fine', lazy: async () => ({ Component: () => null }) },
      ],
    },
  ];
}

function memoryGuard(): ReloadGuard {
  const data = new Map<string, string>();
  return createReloadGuard({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  });
}

async function settled(router: DataRouter) {
  await vi.waitFor(() => expect(router.state.navigation.state === 'idle' && router.state.initialized).toBe(true));
}

function setUp(
  start: string,
  brokenPage: () => Promise<never> = () => Promise.reject(chunkFailure()),
  offline = () => false,
) {
  const router = createMemoryRouter(routes(brokenPage), { initialEntries: [start] });
  const reload = vi.fn();
  const warn = vi.fn();
  const onOffline = vi.fn();
  const guard = memoryGuard();
  const watch = watchChunkFailures(router, { guard, reload, warn, offline, onOffline });
  return { router, reload, warn, guard, watch, onOffline };
}

const url = (path: string) => new URL(path, window.location.href).href;

describe('watchChunkFailures', () => {
  it('reloads the target page, with a warning, when its chunk fails during navigation', async () => {
    const { router, reload, warn, watch } = setUp('/home');
    expect(watch.isReloading()).toBe(false);
    await router.navigate('/broken');
    await settled(router);
    expect(reload).toHaveBeenCalledExactlyOnceWith(url('/broken'));
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/\/broken could not be loaded.*reloading it/));
    expect(watch.isReloading()).toBe(true);
  });

  it('does not reload the same URL twice in a row: the second failure stays on screen', async () => {
    const { router, reload, guard } = setUp('/home');
    guard.claim(url('/broken'));
    await router.navigate('/broken');
    await settled(router);
    expect(reload).not.toHaveBeenCalled();
  });

  it('allows a reload again once the page has rendered', async () => {
    const { router, reload, guard } = setUp('/home');
    guard.claim(url('/fine'));
    await router.navigate('/fine');
    await settled(router);
    expect(guard.claim(url('/fine'))).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads for a failure on the first page of the document', async () => {
    const { router, reload } = setUp('/broken');
    await settled(router);
    expect(router.state.errors).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves a page that fails for another reason (a crash) alone', async () => {
    const { router, reload } = setUp('/home', () => Promise.reject(new Error('The page module has no default export')));
    await router.navigate('/broken');
    await settled(router);
    expect(router.state.errors).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("offline, does not reload into the browser's error page: the reader is told, once", async () => {
    const { router, reload, warn, guard, onOffline } = setUp('/home', undefined, () => true);
    await router.navigate('/broken');
    await settled(router);
    await router.revalidate();
    await settled(router);
    expect(reload).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(onOffline).toHaveBeenCalledExactlyOnceWith(url('/broken'));
    // The one reload the guard allows is still there for when the network is back.
    expect(guard.claim(url('/broken'))).toBe(true);
  });
});
