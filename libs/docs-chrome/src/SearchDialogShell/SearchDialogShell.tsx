import { FloatingFocusManager, FloatingOverlay, useFloating } from '@floating-ui/react';
import type { KeyboardEvent } from 'react';
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
 * dialog (`useSearchTypeAhead`). As the dialog, it is modal through Floating
 * UI (page scroll locked, focus kept in the panel and given back where it was
 * when the shell goes; the dialog then takes it); Escape closes.
 */
export function SearchDialogShell({ onClose, label = 'Search the docs' }: SearchDialogShellProps) {
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  // A stable callback ref (not a ref's value), read once here as the React Compiler rules ask.
  const { setFloating } = refs;
  if (typeof document === 'undefined') return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return createPortal(
    <FloatingOverlay lockScroll className={frame.root}>
      <div className={frame.backdrop} aria-hidden="true" onClick={onClose} />
      <FloatingFocusManager context={context} returnFocus>
        <div
          ref={setFloating}
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
      </FloatingFocusManager>
    </FloatingOverlay>,
    document.body,
  );
}
