import styles from './RouteAnnouncer.module.css';

/**
 * A polite live region, empty until the first client navigation, that tells
 * screen-reader users which page has opened (the router changes the page
 * without the browser's own page-load announcement).
 */
export function RouteAnnouncer({ message }: { message: string }) {
  return (
    <p className={styles.announcer} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
