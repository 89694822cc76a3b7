import { isExternalHref } from '@docs/docs-chrome';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, PointerEvent } from 'react';
import { Link, useHref } from 'react-router-dom';
import { usePrefetch } from '../navigation/usePrefetch';

/**
 * Every link of the site, in pages and in the chrome. Links are written from
 * the docs root (`/getting-started/overview`); those go through the router, so
 * following them never reloads the page and the base path is added, and
 * their page is prefetched when the link comes into view, is hovered or
 * focused. External and hash-only links stay plain anchors, and so do links to
 * a file the site publishes (`/reference/server-api/openapi.json`), under the
 * base path: a file is no route, the browser fetches it.
 */
export function SiteLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('#') || isExternalHref(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (isSiteFileHref(href)) {
    return (
      <FileLink to={href} {...rest}>
        {children}
      </FileLink>
    );
  }
  return (
    <RouterLink to={href} {...rest}>
      {children}
    </RouterLink>
  );
}

/** Whether a link names a file by its extension (`/reference/server-api/openapi.json`, `/blog/rss.xml`); page paths have none. */
export function isSiteFileHref(href: string): boolean {
  return /\/[^/]+\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? '');
}

function FileLink({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={useHref(to)} {...rest}>
      {children}
    </a>
  );
}

function RouterLink({
  to,
  onPointerEnter,
  onFocus,
  onClick,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { watch, prefetch, follow } = usePrefetch(useHref(to));
  return (
    <Link
      to={to}
      {...rest}
      ref={watch}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      // Before the router's own click handler, which navigates.
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        follow();
        onClick?.(event);
      }}
    >
      {children}
    </Link>
  );
}
