import { Link } from 'react-router-dom';

/** The catch-all page; the static server answers it with status 404. */
export function NotFoundPage() {
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
