import { isExternalHref } from '@docs/docs-chrome';
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/**
 * Every link of the site, in pages and in the chrome. Links are written from
 * the docs root (`/getting-started/overview`); those go through the router, so
 * following them never reloads the page and the base path is added. External
 * and hash-only links stay plain anchors.
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
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
