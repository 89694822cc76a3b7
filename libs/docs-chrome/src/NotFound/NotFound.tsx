import { useId } from 'react';
import { useDocsChrome } from '../context/DocsChromeProvider';
import styles from './NotFound.module.css';

export interface NotFoundProps {
  /** Where the home link goes; default `/` (the docs root). */
  homeHref?: string;
  title?: string;
}

/** The catch-all route's page: any path that is not a page of the site. */
export function NotFound({ homeHref = '/', title = 'Page Not Found' }: NotFoundProps) {
  const { Link } = useDocsChrome();
  const headingId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      <p>We could not find what you were looking for.</p>
      <p>The page may have moved. Try the search box, or start again from the docs home.</p>
      <p>
        <Link href={homeHref} className={styles.home}>
          Go to the docs home
        </Link>
      </p>
    </section>
  );
}
