import styles from './BaseUrlBanner.module.css';

export interface BaseUrlBannerProps {
  /** The base address the site was built for, e.g. `/tutorials/`. */
  configuredBaseUrl: string;
  /** The base address that would work where the site is served now, e.g. `/`. */
  suggestedBaseUrl: string;
}

/**
 * The warning shown when the site is served under another base address than it
 * was built for: it did not load properly, try this base address.
 * The host decides when to render it (typically when no route matched on first load
 * and the location is outside the configured base).
 */
export function BaseUrlBanner({ configuredBaseUrl, suggestedBaseUrl }: BaseUrlBannerProps) {
  return (
    <div className={styles.banner} role="alert">
      <p className={styles.text}>
        This site did not load properly. The configured base address is <code>{configuredBaseUrl}</code>, but the site
        is served from somewhere else. We suggest trying the base address <code>{suggestedBaseUrl}</code>.
      </p>
    </div>
  );
}
