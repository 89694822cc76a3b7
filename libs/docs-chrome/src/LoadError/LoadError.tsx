import { errorMessages } from '../utils/errors';
import buttons from '../theme/buttons.module.css';
import styles from './LoadError.module.css';

export interface LoadErrorProps {
  /** What went wrong: an Error (its message and causes are shown) or a text. */
  error: unknown;
  /** Loads the page again. */
  onRetry: () => void;
  /** Label of the button; default `Retry`. */
  retryLabel?: string;
}

/** Shown when a page fails to load: the error text and a Retry button, in a centred box half the width. */
export function LoadError({ error, onRetry, retryLabel = 'Retry' }: LoadErrorProps) {
  const messages = errorMessages(error);
  return (
    <div className={styles.box} role="alert">
      {messages.map((message, index) => (
        <p key={index} className={styles.message}>
          {message}
        </p>
      ))}
      <button type="button" className={buttons.primary} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
