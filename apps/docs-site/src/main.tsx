import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { isUnderBase, withoutBasename } from './navigation/baseUrl';
import { watchPreloadErrors } from './navigation/chunkErrors';
import { documentParsed } from './navigation/documentParsed';
import { keepPrerenderedPage } from './navigation/keepPrerenderedPage';
import { OFFLINE_PAGE } from './navigation/noticeTexts';
import { watchOfflineNavigation } from './navigation/offlineNavigation';
import { createPageNoticeHost } from './navigation/pageNotice';
import { createPrefetcher } from './navigation/prefetch';
import { sessionReloadGuard } from './navigation/reloadGuard';
import { SiteRouter, type SiteRouterInstance } from './navigation/SiteRouter';
import { watchChunkFailures, type DataRouter } from './navigation/watchChunkFailures';
import { readHydrationData } from './routes/hydrationData';
import { resolveLazyMatches } from './routes/resolveLazyMatches';
import { addToRouter, createRouteIndex, patchTree, type RouteIndex } from './routes/routeIndex';
import { createRoutes } from './routes/routes';
import { takePrePaintSearchRequest } from './search/usePrePaintSearchRequest';
import { ROUTER_BASENAME, ROUTER_BASENAME_WITH_SLASH } from './site.config';
// The chrome's colour tokens, as any host imports them (published: the package's whole stylesheet).
import '@docs/docs-chrome/styles.css';
import './styles/global.css';

const guard = sessionReloadGuard();
/** The notices at the bottom of the viewport (interactive parts not loaded, offline), made when first needed. */
const notices = createPageNoticeHost();
/** The router the page shows now: the first, or the one Retry started. */
let currentRouter: DataRouter | undefined;

/**
 * A router that starts with the routes of the current address only and adds a page's route when
 * the reader goes there (React Router's route discovery): given every route, it ranked hundreds
 * of them as the page hydrated.
 */
function siteRouter(index: RouteIndex, hydrationData?: ReturnType<typeof readHydrationData>): SiteRouterInstance {
  const routesFor = routesOfPathname(index);
  const router = createBrowserRouter(index.treeFor(currentPath()), {
    basename: ROUTER_BASENAME_WITH_SLASH,
    hydrationData,
    patchRoutesOnNavigation: ({ path, patch }) => patchTree(routesFor(path), patch),
  });
  const watch = watchChunkFailures(router, {
    guard,
    reload: (url) => window.location.replace(url),
    onOffline: () => notices.show({ message: OFFLINE_PAGE }),
  });
  const stop = watchOfflineNavigation(router, { routesFor, basename: ROUTER_BASENAME, notices });
  currentRouter = router;
  return { router, ...watch, stop };
}

/** The index's lookup for a pathname as the browser has it, base included. */
const routesOfPathname = (index: RouteIndex) => (pathname: string) =>
  index.treeFor(withoutBasename(pathname, ROUTER_BASENAME));

const currentPath = () => withoutBasename(window.location.pathname, ROUTER_BASENAME);

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  // Served outside its base address: no route can match, so the router would
  // empty the page. The static page stays as it is; the head's pre-paint script shows the banner.
  if (!isUnderBase(window.location.pathname, ROUTER_BASENAME)) return;
  watchPreloadErrors();
  await documentParsed();

  const index = createRouteIndex(createRoutes());
  // Prerendered pages are hydrated, which needs the page's chunk first; the dev server serves an empty
  // shell (only a placeholder comment in #root), which is rendered.
  const prerendered = container.firstElementChild !== null;
  const loadPage = () => resolveLazyMatches(index.treeFor(currentPath()), window.location.pathname, ROUTER_BASENAME);
  const routesFor = routesOfPathname(index);
  // A followed link's page, prefetched, goes to the router as the click starts the navigation.
  const onFollow = (pathname: string) => currentRouter && addToRouter(currentRouter, routesFor(pathname));
  const startApp = (hydrate: boolean) => {
    const app = (
      <StrictMode>
        <SiteRouter
          initial={siteRouter(index, hydrate ? readHydrationData(document) : undefined)}
          create={() => siteRouter(createRouteIndex(createRoutes()))}
          prefetcher={createPrefetcher({ routesFor, basename: ROUTER_BASENAME, onFollow })}
        />
      </StrictMode>
    );
    if (hydrate) startTransition(() => void hydrateRoot(container, app));
    else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  };

  try {
    await loadPage();
  } catch {
    // The page's chunk did not load. A prerendered page is kept as it is, readable, with a notice and
    // Retry, which hydrates it once its chunk loads: the app must not replace the server's markup.
    if (prerendered) {
      // No search box will take the keys the page's script keeps for search: they go back to the page.
      takePrePaintSearchRequest();
      keepPrerenderedPage({ load: loadPage, hydrate: () => startApp(true), notices, basename: ROUTER_BASENAME });
      return;
    }
    // Nothing to keep (the dev server's shell): the router tries once more, showing the spinner, then
    // the page, or the error with Retry inside the working chrome.
  }
  startApp(prerendered);
}

void start();
