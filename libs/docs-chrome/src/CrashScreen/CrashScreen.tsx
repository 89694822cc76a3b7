import { useId } from 'react';
import { errorMessages } from '../utils/errors';
import buttons from '../theme/buttons.module.css';
import styles from './CrashScreen.module.css';

/** The page title the host should set while the crash screen shows, as for every page error. */
export const CRASH_PAGE_TITLE = 'Page Error';

export interface CrashScreenProps {
  /** The error caught by the host's error boundary; its message and causes are listed. */
  error: unknown;
  /** Clears the error so the page renders again. */
  onTryAgain: () => void;
}

/** What a page shows when it crashed: `This page crashed.`, the error messages and `Try again`. */
export function CrashScreen({ error, onTryAgain }: CrashScreenProps) {
  const headingId = useId();
  return (
    <section className={styles.crash} role="alert" aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        This page crashed.
      </h1>
      <ul className={styles.messages}>
        {errorMessages(error).map((message, index) => (
          <li key={index}>
            {index > 0 ? <span className={styles.cause}>Cause: </span> : null}
            <code>{message}</code>
          </li>
        ))}
      </ul>
      <button type="button" className={buttons.primary} onClick={onTryAgain}>
        Try again
      </button>
    </section>
  );
}
