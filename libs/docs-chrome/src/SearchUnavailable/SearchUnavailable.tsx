import { FloatingFocusManager, useFloating } from '@floating-ui/react';
import { useRef, type KeyboardEvent } from 'react';
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
 * Close. It comes with the page, not with the dialog's lazily loaded code.
 * Not modal: the page stays usable. Floating UI's focus manager puts the
 * focus on Retry and gives it back where it was when the panel goes; it does
 * so on the next frame, after `SearchDialogShell` (which this may replace)
 * has given the focus back, so Retry keeps it.
 */
export function SearchUnavailable({ error, onRetry, onClose }: SearchUnavailableProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  // A stable callback ref (not a ref's value), read once here as the React Compiler rules ask.
  const { setFloating } = refs;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const message = error instanceof Error ? error.message : String(error);
  return (
    <FloatingFocusManager context={context} modal={false} closeOnFocusOut={false} initialFocus={retryRef} returnFocus>
      <div ref={setFloating} className={styles.panel} role="dialog" aria-label="Search" onKeyDown={onKeyDown}>
        <p className={styles.message} role="alert">
          Search could not be loaded: {message}
        </p>
        <div className={styles.actions}>
          <button type="button" ref={retryRef} className={buttons.primary} onClick={onRetry}>
            Retry
          </button>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </FloatingFocusManager>
  );
}
