import { describe, expect, it, vi } from 'vitest';
import { siteMemoryRouter } from '../testing/siteMemoryRouter';
import { OFFLINE_PAGE } from './noticeTexts';
import { OFFLINE_BLOCKER_KEY, watchOfflineNavigation } from './offlineNavigation';
import type { PageNotice, PageNoticeHost } from './pageNotice';

const Page = () => null;

/** A window whose network state the test sets, firing `offline` and `online` as the browser does. */
function fakeWindow(onLine: boolean) {
  const events = new EventTarget();
  const win = Object.assign(events, {
    navigator: { onLine },
    location: { href: 'http://site.test/tutorials/a' },
  });
  const setOnline = (value: boolean) => {
    win.navigator.onLine = value;
    win.dispatchEvent(new Event(value ? 'online' : 'offline'));
  };
  return { win: win as unknown as Window, setOnline };
}

function memoryNotices(): PageNoticeHost & { shown: PageNotice[] } {
  let current: PageNotice | undefined;
  const shown: PageNotice[] = [];
  return {
    shown,
    show: (notice) => void shown.push((current = notice)),
    hide: () => void (current = undefined),
    current: () => current,
  };
}

/** The site's router as main.tsx makes it: the current page resolved, the others lazy, route discovery. */
function setUp({ onLine = true, loadB = async () => ({ Component: Page }) } = {}) {
  const load = vi.fn(loadB);
  const { router, routesFor } = siteMemoryRouter([
    { id: '/a', path: '/a', Component: Page },
    { id: '/b', path: '/b', lazy: load },
  ]);
  const { win, setOnline } = fakeWindow(onLine);
  const notices = memoryNotices();
  const stop = watchOfflineNavigation(router, { routesFor, basename: '/tutorials', notices, win });
  return { router, load, notices, setOnline, stop };
}

const settled = async (router: ReturnType<typeof setUp>['router']) =>
  vi.waitFor(() => {
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.blockers.get(OFFLINE_BLOCKER_KEY)?.state ?? 'unblocked').toBe('unblocked');
  });

describe('watchOfflineNavigation', () => {
  it('offline, keeps the current page when the next page cannot be loaded, and says why', async () => {
    const { router, notices } = setUp({ onLine: false, loadB: () => Promise.reject(new TypeError('Failed to fetch')) });
    await router.navigate('/b');
    await settled(router);
    expect(router.state.location.pathname).toBe('/tutorials/a');
    expect(router.state.errors).toBeNull();
    expect(notices.current()?.message).toBe(OFFLINE_PAGE);
  });

  it('offline, opens a page whose chunk does load (prefetched, or in the browser cache)', async () => {
    const { router, notices, load } = setUp({ onLine: false });
    await router.navigate('/b');
    await settled(router);
    expect(router.state.location.pathname).toBe('/tutorials/b');
    expect(load).toHaveBeenCalledTimes(1);
    expect(notices.shown).toEqual([]);
  });

  it('offline, lets a link to a part of the same page through', async () => {
    const { router, load } = setUp({ onLine: false });
    await router.navigate('/a#details');
    await settled(router);
    expect(router.state.location.hash).toBe('#details');
    expect(load).not.toHaveBeenCalled();
  });

  it('online, holds nothing: a failure goes to the router (which reloads the page, see watchChunkFailures)', async () => {
    const { router, notices } = setUp({ loadB: () => Promise.reject(new TypeError('Failed to fetch')) });
    await router.navigate('/b');
    await settled(router);
    expect(router.state.location.pathname).toBe('/tutorials/b');
    expect(router.state.errors).not.toBeNull();
    expect(notices.shown).toEqual([]);
  });

  it('back online after a failure offline, the page opens and the notice goes', async () => {
    let network = false;
    const { router, notices, setOnline } = setUp({
      loadB: async () => {
        if (!network) throw new TypeError('Failed to fetch');
        return { Component: Page };
      },
    });
    setOnline(false);
    await router.navigate('/b');
    await settled(router);
    expect(router.state.location.pathname).toBe('/tutorials/a');
    expect(notices.current()?.message).toBe(OFFLINE_PAGE);

    network = true;
    setOnline(true);
    expect(notices.current()).toBeUndefined();
    await router.navigate('/b');
    await settled(router);
    expect(router.state.location.pathname).toBe('/tutorials/b');
  });

  it('stops holding navigations once stopped', async () => {
    const { router, stop, setOnline } = setUp({ loadB: () => Promise.reject(new TypeError('Failed to fetch')) });
    stop();
    setOnline(false);
    await router.navigate('/b');
    await settled(router);
    expect(router.state.location.pathname).toBe('/tutorials/b');
  });
});
