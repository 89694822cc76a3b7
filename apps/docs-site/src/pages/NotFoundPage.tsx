import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { cleanPath } from '../routes/cleanPath';

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

  return (
    <article className="doc">
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </article>
  );
}
