import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { isUnderBase } from './navigation/baseUrl';
import { watchPreloadErrors } from './navigation/chunkErrors';
import { createPrefetcher } from './navigation/prefetch';
import { sessionReloadGuard } from './navigation/reloadGuard';
import { SiteRouter, type SiteRouterInstance } from './navigation/SiteRouter';
import { watchChunkFailures } from './navigation/watchChunkFailures';
import { readHydrationData } from './routes/hydrationData';
import { createRoutes } from './routes/routes';
import { resolveLazyMatches } from './routes/resolveLazyMatches';
import { ROUTER_BASENAME, ROUTER_BASENAME_WITH_SLASH } from './site.config';
// The chrome's colour tokens, as any host imports them (published: the package's whole stylesheet).
import '@docs/docs-chrome/styles.css';
import './styles/global.css';

const guard = sessionReloadGuard();

function siteRouter(routes: RouteObject[], hydrationData?: ReturnType<typeof readHydrationData>): SiteRouterInstance {
  const router = createBrowserRouter(routes, { basename: ROUTER_BASENAME_WITH_SLASH, hydrationData });
  const watch = watchChunkFailures(router, { guard, reload: (url) => window.location.replace(url) });
  return { router, ...watch };
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  // Served outside its base address (SPEC section 8): no route can match, so the router would
  // empty the page. The static page stays as it is; the head's pre-paint script shows the banner.
  if (!isUnderBase(window.location.pathname, ROUTER_BASENAME)) return;
  watchPreloadErrors();

  const routes = createRoutes();
  // Prerendered pages are hydrated, which needs the page's chunk first; the dev server serves an empty shell.
  let hydrate = container.hasChildNodes();
  try {
    await resolveLazyMatches(routes, window.location.pathname, ROUTER_BASENAME);
  } catch {
    // The page's chunk did not load. Render on the client instead: the router tries once more,
    // showing the spinner, then the page, or the error with Retry inside the working chrome.
    hydrate = false;
  }
  const app = (
    <StrictMode>
      <SiteRouter
        initial={siteRouter(routes, hydrate ? readHydrationData(document) : undefined)}
        create={() => siteRouter(createRoutes())}
        prefetcher={createPrefetcher({ routes, basename: ROUTER_BASENAME })}
      />
    </StrictMode>
  );

  if (hydrate) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
