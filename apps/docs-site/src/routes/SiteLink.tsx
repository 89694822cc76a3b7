import { isExternalHref } from '@docs/docs-chrome';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, PointerEvent } from 'react';
import { Link, useHref } from 'react-router-dom';
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
