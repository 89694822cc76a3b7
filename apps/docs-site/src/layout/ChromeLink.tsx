import { isExternalHref, type DocsChromeLinkProps } from '@docs/docs-chrome';
import { Link } from 'react-router-dom';

/** The chrome's links go through the router (no reload, base path added); external ones stay anchors. */
export function ChromeLink({ href, children, ...rest }: DocsChromeLinkProps) {
  if (isExternalHref(href) || href.startsWith('#')) {
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
