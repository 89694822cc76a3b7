import type { BlockerFunction, RouteObject } from 'react-router-dom';
import { resolveLazyMatches } from '../routes/resolveLazyMatches';
import { OFFLINE_PAGE } from './noticeTexts';
import { isOffline, leavesPage } from './pageLinks';
import type { PageNoticeHost } from './pageNotice';
import type { DataRouter } from './watchChunkFailures';

/** The key of the router's blocker that holds navigations while the browser is offline. */
export const OFFLINE_BLOCKER_KEY = 'offline-navigation';

export interface OfflineNavigationOptions {
  /** The routes a pathname (base included) may match. */
  routesFor: (pathname: string) => RouteObject[];
  basename: string;
  notices: PageNoticeHost;
  win?: Window;
}

/**
 * While the browser is offline, a navigation to another page (a link, the
 * search, Back) is held before the router starts it (a React Router blocker):
 * the page's chunk is loaded first, and the navigation goes on when it loads
 * (the page was prefetched or is in the browser's cache) or is dropped when it
 * does not, so the reader stays on the current page, at the same address, and
 * a notice says why. Online, navigations are not held at all: the blocker is
 * registered on the `offline` event and removed on `online` (a registered
 * blocker makes React Router warn about in-page anchor links). Returns a
 * function that stops watching.
 */
export function watchOfflineNavigation(
  router: DataRouter,
  { routesFor, basename, notices, win = window }: OfflineNavigationOptions,
): () => void {
  const hold: BlockerFunction = ({ currentLocation, nextLocation }) =>
    isOffline(win.navigator) && leavesPage(currentLocation, nextLocation);
  let trying = false;

  const release = () => {
    if (!trying && !isOffline(win.navigator)) router.deleteBlocker(OFFLINE_BLOCKER_KEY);
  };

  const unsubscribe = router.subscribe((state) => {
    const blocker = state.blockers.get(OFFLINE_BLOCKER_KEY);
    if (blocker?.state !== 'blocked' || trying) return;
    trying = true;
    const { pathname } = new URL(router.createHref(blocker.location), win.location.href);
    resolveLazyMatches(routesFor(pathname), pathname, basename)
      .then(
        () => blocker.proceed(),
        () => {
          blocker.reset();
          notices.show({ message: OFFLINE_PAGE });
        },
      )
      .finally(() => {
        trying = false;
        release();
      });
  });

  const goneOffline = () => void router.getBlocker(OFFLINE_BLOCKER_KEY, hold);
  const backOnline = () => {
    release();
    if (notices.current()?.message === OFFLINE_PAGE) notices.hide();
  };
  if (isOffline(win.navigator)) goneOffline();
  win.addEventListener('offline', goneOffline);
  win.addEventListener('online', backOnline);

  return () => {
    unsubscribe();
    win.removeEventListener('offline', goneOffline);
    win.removeEventListener('online', backOnline);
    router.deleteBlocker(OFFLINE_BLOCKER_KEY);
  };
}
