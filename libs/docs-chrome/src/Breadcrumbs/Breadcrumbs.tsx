import type { Breadcrumb } from '@docs/content-model';
import { useDocsChrome } from '../context/DocsChromeProvider';
import { ChevronIcon } from '../icons/icons';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbsProps {
  /** The trail from `breadcrumbs(sidebar, docId)` of `@docs/content-model`; the last item is the current page. */
  items: readonly Breadcrumb[];
  /** Adds a first `Home` crumb linking here (e.g. `/`); left out when undefined. */
  homeHref?: string;
  homeLabel?: string;
}

/** The trail of categories down to the current page. Categories are text, pages are links; the last is the current page. */
export function Breadcrumbs({ items, homeHref, homeLabel = 'Home' }: BreadcrumbsProps) {
  const { Link } = useDocsChrome();
  if (items.length === 0) return null;
  const trail: Breadcrumb[] = homeHref !== undefined ? [{ label: homeLabel, href: homeHref }, ...items] : [...items];
  return (
    <nav className={styles.breadcrumbs} aria-label="Breadcrumbs">
      <ol className={styles.list}>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {last ? (
                <span className={styles.current} aria-current="page">
                  {crumb.label}
                </span>
              ) : crumb.href !== undefined ? (
                <Link href={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={styles.text}>{crumb.label}</span>
              )}
              {/* After its crumb, so a trail that wraps ends a line with a separator rather than starting one. */}
              {last ? null : <ChevronIcon className={styles.separator} width={12} height={12} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
