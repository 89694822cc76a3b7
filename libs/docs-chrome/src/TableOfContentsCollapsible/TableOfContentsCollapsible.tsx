import type { TocEntry } from '@docs/content-model';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronIcon } from '../icons/icons';
import { TocEntryList } from '../TableOfContents/TocEntryList';
import styles from './TableOfContentsCollapsible.module.css';

export interface TableOfContentsCollapsibleProps {
  /** The page's entries from `tocEntries(headings)` of `@docs/content-model` (levels 2 and 3). */
  entries: readonly TocEntry[];
  /** The toggle's text; default `On this page`. */
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
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (entries.length === 0) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  // A plain block, not a second navigation landmark: the page already has the side column's
  // "On this page" navigation (hidden below 1200 px, as this one is above), and landmarks of one
  // kind must have distinct names. The button names what it opens.
  return (
    <div className={styles.collapsible} data-state={open ? 'open' : 'closed'} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
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
    </div>
  );
}
