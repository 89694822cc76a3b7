import buttons from '../theme/buttons.module.css';
import styles from './StatusNotice.module.css';

/** The button a notice offers beside its text (e.g. Retry). */
export interface StatusNoticeAction {
  label: string;
  onClick: () => void;
  /** The action is running: the button stays (and keeps the focus) but does nothing when pressed. */
  pending?: boolean;
}

export interface StatusNoticeProps {
  /** What the reader should know; none shows nothing, while the live region stays in place. */
  message?: string;
  action?: StatusNoticeAction;
  /** Hides the notice; without it there is no Dismiss button. */
  onDismiss?: () => void;
  /** Label of the dismiss button; default `Dismiss`. */
  dismissLabel?: string;
}

/**
 * A small notice at the bottom of the viewport that does not block the page:
 * its text is a polite live region (`role="status"`), announced when it
 * changes, which is why the region is rendered even with no message (a live
 * region must exist before its text changes to be announced). Its buttons
 * follow the text, in the tab order after the page.
 */
export function StatusNotice({ message, action, onDismiss, dismissLabel = 'Dismiss' }: StatusNoticeProps) {
  const shown = message !== undefined && message !== '';
  return (
    <div className={shown ? styles.notice : styles.empty}>
      <p role="status" className={styles.message}>
        {shown ? message : ''}
      </p>
      {shown && (action || onDismiss) && (
        <div className={styles.actions}>
          {action && (
            <button
              type="button"
              className={buttons.primary}
              aria-disabled={action.pending ? 'true' : undefined}
              onClick={action.pending ? undefined : action.onClick}
            >
              {action.label}
            </button>
          )}
          {onDismiss && (
            <button type="button" className={buttons.secondary} onClick={onDismiss}>
              {dismissLabel}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
