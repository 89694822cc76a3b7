import a11y from '../theme/a11y.module.css';
import styles from './LoadingSpinner.module.css';

export interface LoadingSpinnerProps {
  /** Announced to assistive technology; default `Loading…`. */
  label?: string;
}

/**
 * Shown while a page chunk loads: a ring turning every 1.5 s whose
 * arc grows and shrinks every 3 s. A polite status region announces it.
 */
export function LoadingSpinner({ label = 'Loading…' }: LoadingSpinnerProps) {
  return (
    <div className={styles.container} role="status">
      <svg className={styles.spinner} viewBox="0 0 50 50" width="48" height="48" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
        <circle className={styles.arc} cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
      </svg>
      <span className={a11y.visuallyHidden}>{label}</span>
    </div>
  );
}
