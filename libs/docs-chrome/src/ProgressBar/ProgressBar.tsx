import { PROGRESS_DELAY_MS, useDelayedProgress } from '../hooks/useDelayedProgress';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** The route path on screen. */
  pathname: string;
  /** The route path being navigated to while its page loads; undefined (or equal to `pathname`) when idle. */
  pendingPathname?: string;
  /** Milliseconds before the bar shows; default 200, so quick navigations show none. */
  delay?: number;
  /** Accessible name of the bar; default `Loading page`. */
  label?: string;
}

/**
 * The thin bar at the top of the window during slow navigations: it starts
 * `delay` ms after a route change to a different path and finishes when the
 * route has updated. An indeterminate `progressbar` while it runs.
 */
export function ProgressBar({
  pathname,
  pendingPathname,
  delay = PROGRESS_DELAY_MS,
  label = 'Loading page',
}: ProgressBarProps) {
  const state = useDelayedProgress(pathname, pendingPathname, delay);
  if (state === 'idle') return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      {...(state === 'finishing' ? { 'aria-valuenow': 100 } : {})}
      data-state={state}
    >
      <div className={styles.bar} />
    </div>
  );
}
