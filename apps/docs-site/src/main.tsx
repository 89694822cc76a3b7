import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readHydrationData } from './routes/hydrationData';
import { createRoutes } from './routes/routes';
import { resolveLazyMatches } from './routes/resolveLazyMatches';
import { ROUTER_BASENAME } from './site.config';
// The chrome's colour tokens, as any host imports them (published: the package's whole stylesheet).
import '@docs/docs-chrome/styles.css';
import './styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');

  const routes = createRoutes();
  await resolveLazyMatches(routes, window.location.pathname, ROUTER_BASENAME);
  const router = createBrowserRouter(routes, {
    basename: ROUTER_BASENAME,
    hydrationData: readHydrationData(document),
  });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // Prerendered pages are hydrated; the dev server serves an empty shell.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
