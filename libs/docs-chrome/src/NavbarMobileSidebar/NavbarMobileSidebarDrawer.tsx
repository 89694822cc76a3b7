import { FloatingFocusManager, FloatingOverlay, useFloating } from '@floating-ui/react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { CloseIcon } from '../icons/icons';
import type { NavbarMobileSidebarProps } from './NavbarMobileSidebar';
import styles from './NavbarMobileSidebar.module.css';

/**
 * The open drawer of `NavbarMobileSidebar`, in a chunk of its own: with Floating UI (about
 * 19 KB gzip) it stays out of every page's first load, and loads when the menu button is
 * pointed at, pressed or focused, or the first time the drawer opens.
 */
export function DrawerDialog({
  onClose,
  header,
  sidebar,
  children,
  label,
  id,
}: Omit<NavbarMobileSidebarProps, 'open'> & { label: string }) {
  const [panel, setPanel] = useState<'primary' | 'secondary'>(sidebar ? 'secondary' : 'primary');
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  // A stable callback ref (not a ref's value), read once here as the React Compiler rules ask.
  const { setFloating } = refs;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  const onClickCapture = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[aria-current="page"]') : null;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClose();
  };
  const showSecondary = panel === 'secondary' && sidebar !== undefined;
  return (
    <FloatingOverlay lockScroll className={styles.root}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <FloatingFocusManager context={context} initialFocus={0} returnFocus>
        <div
          ref={setFloating}
          id={id}
          className={styles.drawer}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          data-state="open"
          tabIndex={-1}
          onKeyDown={onKeyDown}
          onClickCapture={onClickCapture}
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
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
