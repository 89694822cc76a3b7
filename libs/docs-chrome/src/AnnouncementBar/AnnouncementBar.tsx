import type { ReactNode } from 'react';
import { useDocsChrome } from '../context/DocsChromeProvider';
import { useDismissible } from '../hooks/useDismissible';
import { CloseIcon } from '../icons/icons';
import type { StorageLike } from '../utils/storage';
import styles from './AnnouncementBar.module.css';

export interface AnnouncementBarProps {
  /** Identifies this announcement: a dismissal is stored with it, and a new id shows the bar again. */
  id: string;
  children: ReactNode;
  /** Whether the reader can close it; default `true`. */
  isCloseable?: boolean;
  /**
   * Controlled dismissal (e.g. from the host's store). Leave undefined to keep
   * the dismissal in `storage` (server render shows the bar; it hides after
   * mount when dismissed).
   */
  dismissed?: boolean;
  /** Called when the reader closes the bar. */
  onDismiss?: () => void;
  /** Default: the provider's storage (local storage behind a safe wrapper). */
  storage?: StorageLike;
}

/** An announcement above the navbar, shown until dismissed; a new `id` shows it again. */
export function AnnouncementBar({
  id,
  children,
  isCloseable = true,
  dismissed: controlledDismissed,
  onDismiss,
  storage: storageProp,
}: AnnouncementBarProps) {
  const { storage: contextStorage } = useDocsChrome();
  const [storedDismissed, dismiss] = useDismissible(id, storageProp ?? contextStorage);
  const dismissed = controlledDismissed ?? storedDismissed;
  if (dismissed) return null;
  return (
    <aside className={styles.bar} aria-label="Announcement" data-announcement-id={id}>
      <div className={styles.content}>{children}</div>
      {isCloseable ? (
        <button
          type="button"
          className={styles.close}
          aria-label="Close announcement"
          onClick={() => {
            dismiss();
            onDismiss?.();
          }}
        >
          <CloseIcon width={16} height={16} />
        </button>
      ) : null}
    </aside>
  );
}
