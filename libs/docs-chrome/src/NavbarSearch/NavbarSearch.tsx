import { useSyncExternalStore } from 'react';
import { useSearchShortcut } from '../hooks/useSearchShortcut';
import type { SearchTypeAhead } from '../hooks/useSearchTypeAhead';
import { SearchIcon } from '../icons/icons';
import styles from './NavbarSearch.module.css';

export interface NavbarSearchProps {
  /** The reader asked for search: a click, `Ctrl+K` / `Cmd+K`, or `/`. */
  onOpen: () => void;
  /** Whether the search dialog is open (`aria-expanded`). */
  open?: boolean;
  /** Visible label and accessible name; default `Search`. */
  label?: string;
  /** Listen for the keyboard shortcuts; default `true`. Leave one `NavbarSearch` listening per page. */
  shortcuts?: boolean;
  /**
   * The reader is likely to open search: the pointer is over the button, a
   * finger touches it or it has the focus. A chance to start loading; called
   * on each such event (the host loads once).
   */
  onIntent?: () => void;
  /**
   * Started when the button or a shortcut opens search (while closed), so that
   * what the reader types before the dialog's box has the focus is kept for
   * it; give the same one to `SearchDialog` (see `useSearchTypeAhead`).
   */
  typeAhead?: Pick<SearchTypeAhead, 'start'>;
}

const noSubscription = () => () => undefined;
const isApplePlatform = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform);

/** `⌘ K` on Apple platforms, `Ctrl K` elsewhere (and on the server, until hydrated). */
function useShortcutHint(): string {
  const apple = useSyncExternalStore(noSubscription, isApplePlatform, () => false);
  return apple ? '⌘ K' : 'Ctrl K';
}

/**
 * The navbar's search box: a button that opens the search dialog, with the
 * shortcut as a hint. It listens for `Ctrl+K`, `Cmd+K` and `/` (outside text
 * fields) while mounted. Below 996px it shows the icon only. `onIntent`
 * tells the host when a reader points at or focuses the button, before they
 * open it. With `typeAhead`, the keys typed right after opening wait for the
 * dialog's box instead of being lost while its code loads.
 */
export function NavbarSearch({
  onOpen,
  open = false,
  label = 'Search',
  shortcuts = true,
  onIntent,
  typeAhead,
}: NavbarSearchProps) {
  const openSearch = () => {
    // Already open, the dialog's box has the keys.
    if (!open) typeAhead?.start();
    onOpen();
  };
  useSearchShortcut(openSearch, shortcuts);
  const hint = useShortcutHint();
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-keyshortcuts={shortcuts ? 'Control+K Meta+K /' : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={openSearch}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      <SearchIcon className={styles.icon} />
      <span className={styles.label}>{label}</span>
      {shortcuts && (
        <kbd className={styles.hint} aria-hidden="true">
          {hint}
        </kbd>
      )}
    </button>
  );
}
