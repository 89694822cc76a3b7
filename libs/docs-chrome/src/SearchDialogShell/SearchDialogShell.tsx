import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { SearchIcon } from '../icons/icons';
import { LoadingSpinner } from '../LoadingSpinner/LoadingSpinner';
import frame from '../SearchDialog/SearchDialogFrame.module.css';
import styles from './SearchDialogShell.module.css';

export interface SearchDialogShellProps {
  /** Called on Escape and a click outside. */
  onClose: () => void;
  /** Accessible name of the dialog and the box's placeholder; default `Search the docs`, as `SearchDialog`. */
  label?: string;
}

/**
 * Stands in for `SearchDialog` the moment search opens, while the dialog's
 * code is still downloading: the same frame (backdrop, panel, box) with a
 * loading spinner, so the reader sees search open at once. It comes with the
 * page, not with the dialog's lazily loaded code. The box is a picture of the
 * dialog's, not a field: what the reader types meanwhile is kept for the
 * dialog (`useSearchTypeAhead`). Escape closes.
 *
 * Modal without Floating UI, which the dialog uses: the shell is in every
 * page's first load, where Floating UI would cost about 19 KB gzip, and it
 * needs little of it. Nothing in the panel takes the focus but the panel, so
 * holding the focus is keeping it there (Tab does nothing); the page's scroll
 * is locked as Floating UI's overlay locks it (overflow hidden, the
 * scrollbar's width kept as padding), so the page does not move when the
 * dialog takes over. Both are set and undone in layout effects: the focus is
 * back where it was, and the page unlocked, before the dialog (or
 * `SearchUnavailable`) that replaces the shell in the same commit takes them.
 */
export function SearchDialogShell({ onClose, label = 'Search the docs' }: SearchDialogShellProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const holdFocus = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Tab') event.preventDefault();
    };
    document.addEventListener('keydown', holdFocus);
    const unlock = lockPageScroll();
    return () => {
      document.removeEventListener('keydown', holdFocus);
      unlock();
      // Without scrolling: the element may sit in the sticky navbar, which a scroll into view moves the page under.
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, []);
  if (typeof document === 'undefined') return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return createPortal(
    <div className={frame.root}>
      <div className={frame.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className={`${frame.dialog} ${styles.panel}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy="true"
        data-state="loading"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={frame.header}>
          <SearchIcon className={frame.searchIcon} />
          <div className={`${frame.input} ${styles.box}`} aria-hidden="true">
            {label}
          </div>
        </div>
        <LoadingSpinner label="Loading search…" />
      </div>
    </div>,
    document.body,
  );
}

/** `overflow: hidden` on `<body>`, its scrollbar's width kept as right padding; returns the undo. */
function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  return () => Object.assign(body.style, previous);
}
