import type { TocEntry } from '@docs/content-model';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronIcon } from '../icons/icons';
import { TocEntryList } from '../TableOfContents/TocEntryList';
import styles from './TableOfContentsCollapsible.module.css';

export interface TableOfContentsCollapsibleProps {
  /** The page's entries from `tocEntries(headings)` of `@docs/content-model` (levels 2 and 3). */
  entries: readonly TocEntry[];
  /** The toggle's text and the landmark's name; default `On this page`. */
  title?: string;
  /** Open on first render; default closed. */
  defaultOpen?: boolean;
}

/**
 * The table of contents of windows too narrow for the side column: a
 * disclosure button (`aria-expanded`) at the top of the article that opens the
 * same level-2 and level-3 entries. Closed by default, so the server's markup
 * and the hydrated one match; it closes when the reader chooses an entry (the
 * list is gone before the browser scrolls, so the heading lands where the link
 * points) and on Escape, giving focus back to the button.
 */
export function TableOfContentsCollapsible({
  entries,
  title = 'On this page',
  defaultOpen = false,
}: TableOfContentsCollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const buttonId = useId();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (entries.length === 0) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <nav
      className={styles.collapsible}
      aria-labelledby={buttonId}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {title}
        <ChevronIcon className={styles.chevron} />
      </button>
      <div id={listId} className={styles.content} hidden={!open}>
        <TocEntryList entries={entries} onSelect={() => setOpen(false)} />
      </div>
    </nav>
  );
}
