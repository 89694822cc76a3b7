import { pageTitle } from '@docs/content-model';
import { SkipLink } from '@docs/docs-chrome';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useHydrationFlag } from '../hooks/useHydrationFlag';
import { useRouteHandle } from '../routes/useRouteHandle';
import { siteConfig } from '../site.config';

/** The frame of every page: skip link, header, main landmark. */
export function RootLayout() {
  useHydrationFlag();
  const handle = useRouteHandle();
  const title = pageTitle(handle?.title, siteConfig.title);

  // The prerendered head already carries the title; keep it right after client navigation.
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <SkipLink />
      <header className="site-header">
        <Link to="/" className="site-title">
          {siteConfig.title}
        </Link>
        <nav aria-label="Main">
          <Link to="/getting-started/overview">Getting started</Link>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
