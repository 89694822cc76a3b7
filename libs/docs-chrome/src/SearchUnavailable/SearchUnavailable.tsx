import { useEffect, useRef, type KeyboardEvent } from 'react';
import buttons from '../theme/buttons.module.css';
import styles from './SearchUnavailable.module.css';

export interface SearchUnavailableProps {
  /** Why the search dialog's code could not be loaded. */
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Stands in for the search dialog when its code could not be downloaded
 * (offline, or a new release removed the old chunk): says so, with Retry and
 * Close. Focus starts on Retry and goes back where it was on close. It comes
 * with the page, not with the dialog's lazily loaded code.
 */
export function SearchUnavailable({ error, onRetry, onClose }: SearchUnavailableProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  useEffect(() => {
    returnTo.current = document.activeElement;
    retryRef.current?.focus();
  }, []);
  const close = () => {
    onClose();
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className={styles.panel} role="dialog" aria-label="Search" onKeyDown={onKeyDown}>
      <p className={styles.message} role="alert">
        Search could not be loaded: {message}
      </p>
      <div className={styles.actions}>
        <button type="button" ref={retryRef} className={buttons.primary} onClick={onRetry}>
          Retry
        </button>
        <button type="button" className={buttons.secondary} onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
