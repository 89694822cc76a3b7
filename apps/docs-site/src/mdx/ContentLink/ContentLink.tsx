import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import { hrefInSection } from '../../content/sectionAliases';
import { isSiteFileHref, SiteLink } from '../../routes/SiteLink';

/**
 * A link in a page's content: a {@link SiteLink} whose page link, on a copy
 * of a section, stays in the copy (`hrefInSection`). Files the site publishes
 * (`openapi.json`) exist once, at their own address, and are linked as written.
 */
export function ContentLink({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { pathname } = useLocation();
  return <SiteLink href={isSiteFileHref(href) ? href : hrefInSection(href, pathname)} {...rest} />;
}
