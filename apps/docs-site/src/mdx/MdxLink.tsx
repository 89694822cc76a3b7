import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/** True for links that leave the site or are not page links (mail, hash-only...). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/**
 * Links in MDX are written from the docs root (`/getting-started/overview`).
 * Those go through the router, so following them never reloads the page;
 * anything else stays a plain anchor.
 */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
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
