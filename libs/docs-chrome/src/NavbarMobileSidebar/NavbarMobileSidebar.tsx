import { FloatingFocusManager, FloatingOverlay, useFloating } from '@floating-ui/react';
import { useEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useIsDesktop } from '../hooks/useMediaQuery';
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
 * main navbar items. Opening and closing leave the page where the reader was:
 * Floating UI's overlay locks scroll without moving the page (and keeps its
 * width where a scrollbar disappears), and its focus manager gives focus back to
 * the element that opened the drawer without scrolling to it (a plain `focus()`
 * on a button of the sticky navbar scrolled the page up by half a window, as the
 * root's scroll padding covers the navbar). A link to the page on screen only
 * closes the drawer: following it would be a navigation to the same place.
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
