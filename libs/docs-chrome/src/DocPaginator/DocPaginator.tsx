import type { PreviousAndNext } from '@docs/content-model';
import { useDocsChrome } from '../context/DocsChromeProvider';
import styles from './DocPaginator.module.css';

export interface DocPaginatorProps extends PreviousAndNext {
  /** Accessible name of the navigation; default `Docs pages`. */
  label?: string;
}

/** Links to the previous and next pages in sidebar order (`previousAndNext` of `@docs/content-model`). */
export function DocPaginator({ previous, next, label = 'Docs pages' }: DocPaginatorProps) {
  const { Link } = useDocsChrome();
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label={label}>
      {previous ? (
        <Link href={previous.href} className={`${styles.link} ${styles.previous}`}>
          <span className={styles.sublabel}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.href} className={`${styles.link} ${styles.next}`}>
          <span className={styles.sublabel}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
