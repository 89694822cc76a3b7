import { isExternalHref } from '@docs/docs-chrome';
import type { AnchorHTMLAttributes, FocusEvent, PointerEvent } from 'react';
import { Link, useHref, useLinkClickHandler } from 'react-router-dom';
import { usePrefetch } from '../navigation/usePrefetch';

/**
 * Every link of the site, in pages and in the chrome. Links are written from
 * the docs root (`/getting-started/overview`); those go through the router, so
 * following them never reloads the page and the base path is added, and
 * their page is prefetched when the link comes into view, is hovered or
 * focused. External and hash-only links stay plain anchors.
 */
export function SiteLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('#') || isExternalHref(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={href} {...rest}>
      {children}
    </RouterLink>
  );
}

function RouterLink({
  to,
  onPointerEnter,
  onFocus,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const href = useHref(to);
  const { watch, prefetch } = usePrefetch(href);
  const home = homeHref(href, useHref('/'));
  const followHome = useLinkClickHandler(to);
  const props = {
    ...rest,
    ref: watch,
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      prefetch();
      onPointerEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      prefetch();
      onFocus?.(event);
    },
  };
  if (home) {
    return (
      <a
        href={home}
        {...props}
        onClick={(event) => {
          rest.onClick?.(event);
          if (!event.defaultPrevented) followHome(event);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}

/**
 * The router writes the docs root as the bare base path (`/tutorials`), which
 * the server answers with a redirect to `/tutorials/`: links to the root get
 * the slash. `undefined` for any other link (or with no base path).
 */
export function homeHref(href: string, root: string): string | undefined {
  if (root === '/' || !href.startsWith(root)) return undefined;
  const rest = href.slice(root.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `${root}/${rest}` : undefined;
}
