/**
 * The language dropdown's open menu, positioned and dismissed by Floating UI.
 * Loaded on demand (`lazy` in NavbarLanguageSwitcher.tsx), so pages download
 * Floating UI only when a reader opens the menu.
 */
import { useEffect, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
} from '@floating-ui/react';
import styles from './NavbarLanguageSwitcher.module.css';

export interface NavbarLanguageMenuProps {
  /** The dropdown's button: the menu's anchor; a press on it is not "outside". */
  anchor: HTMLButtonElement | null;
  id: string;
  /** Close when the pointer leaves the button and the menu (opened by hover, not by a click). */
  closeOnLeave: boolean;
  onClose: () => void;
  /** Told when the menu is in the document (it loads on first use), so the button only then names it. */
  onShown?: (shown: boolean) => void;
  children: ReactNode;
}

export function NavbarLanguageMenu({ anchor, id, closeOnLeave, onClose, onShown, children }: NavbarLanguageMenuProps) {
  useEffect(() => {
    onShown?.(true);
    return () => onShown?.(false);
  }, [onShown]);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor },
    placement: 'bottom-end',
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([
    useHover(context, { enabled: closeOnLeave, handleClose: safePolygon(), mouseOnly: true }),
    useDismiss(context),
  ]);
  const { setFloating } = refs;
  return (
    <div
      id={id}
      ref={setFloating}
      style={floatingStyles}
      className={styles.menu}
      data-state="open"
      {...getFloatingProps()}
    >
      {children}
    </div>
  );
}
