import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useIsDesktop } from '../hooks/useMediaQuery';
import { useScrollLock } from '../hooks/useScrollLock';
import { CloseIcon } from '../icons/icons';
import styles from './NavbarMobileSidebar.module.css';

export interface NavbarMobileSidebarProps {
  open: boolean;
  /** Called on Escape, on the close button or backdrop, and when the window becomes desktop width. */
  onClose: () => void;
  /** The drawer's top bar content (brand, colour-mode toggle), left of the close button. */
  header?: ReactNode;
  /** The docs sidebar (secondary menu); shown first, with `← Back to main menu` above it. */
  sidebar?: ReactNode;
  /** The main navbar items (primary menu). */
  children?: ReactNode;
  /** Accessible name of the dialog; default `Navigation`. */
  label?: string;
  id?: string;
}

/**
 * The mobile drawer (below 996px): a modal dialog that locks page scroll, traps
 * focus, closes on Escape and when the window becomes desktop width. With a docs
 * sidebar it shows that first and a `← Back to main menu` button leading to the
 * main navbar items.
 */
export function NavbarMobileSidebar({
  open,
  onClose,
  header,
  sidebar,
  children,
  label = 'Navigation',
  id,
}: NavbarMobileSidebarProps) {
  const isDesktop = useIsDesktop();
  useScrollLock(open);
  useEffect(() => {
    if (open && isDesktop) onClose();
  }, [open, isDesktop, onClose]);
  if (!open) return null;
  return (
    <DrawerDialog onClose={onClose} header={header} sidebar={sidebar} label={label} id={id}>
      {children}
    </DrawerDialog>
  );
}

function DrawerDialog({
  onClose,
  header,
  sidebar,
  children,
  label,
  id,
}: Omit<NavbarMobileSidebarProps, 'open'> & { label: string }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const [panel, setPanel] = useState<'primary' | 'secondary'>(sidebar ? 'secondary' : 'primary');
  useFocusTrap(dialogRef, true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  const showSecondary = panel === 'secondary' && sidebar !== undefined;
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        id={id}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        data-state="open"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <div className={styles.headerContent}>{header}</div>
          <button type="button" className={styles.close} aria-label="Close navigation bar" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.panels} data-panel={showSecondary ? 'secondary' : 'primary'}>
          {showSecondary ? (
            <div className={styles.panel}>
              <button type="button" className={styles.back} onClick={() => setPanel('primary')}>
                ← Back to main menu
              </button>
              {sidebar}
            </div>
          ) : (
            <div className={styles.panel}>{children}</div>
          )}
        </div>
      </div>
    </div>
  );
}
