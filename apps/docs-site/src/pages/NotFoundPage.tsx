import { useEffect } from 'react';
import { NotFound } from '@docs/docs-chrome';
import { useLocation, useNavigate } from 'react-router-dom';
import { cleanPath } from '../routes/cleanPath';

/** Title of the not-found page. */
export const NOT_FOUND_TITLE = 'Page not found';
/** Meta description of the not-found page. */
export const NOT_FOUND_DESCRIPTION = 'There is no page at this address; search the docs or start from the docs home.';

/**
 * The catch-all page; the static server answers it with status 404. A path
 * that only differs from a page by a `.html` or `/index.html` suffix is
 * replaced by the bare path after hydration (the server does it with a 301).
 */
export function NotFoundPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const cleaned = cleanPath(pathname);

  useEffect(() => {
    if (cleaned !== pathname) void navigate(`${cleaned}${search}${hash}`, { replace: true });
  }, [cleaned, pathname, search, hash, navigate]);

  return <NotFound title={NOT_FOUND_TITLE} />;
}
