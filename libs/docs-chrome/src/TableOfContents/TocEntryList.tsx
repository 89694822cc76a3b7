import type { TocEntry } from '@docs/content-model';
import styles from './TableOfContents.module.css';

export interface TocEntryListProps {
  entries: readonly TocEntry[];
  /** The highlighted heading's id, if any. */
  activeId?: string;
  /** Called when the reader chooses an entry (the collapsible table closes on it). */
  onSelect?: () => void;
}

/**
 * The links of a table of contents, level-3 entries nested under their level-2
 * one: shared by the desktop table and the collapsible one of narrow windows.
 */
export function TocEntryList({ entries, activeId, onSelect }: TocEntryListProps) {
  return <EntryList entries={entries} activeId={activeId} onSelect={onSelect} nested={false} />;
}

function EntryList({ entries, activeId, onSelect, nested }: TocEntryListProps & { nested: boolean }) {
  return (
    <ul className={nested ? styles.nested : styles.list}>
      {entries
        .filter((entry) => entry.depth >= 2 && entry.depth <= 3)
        .map((entry) => {
          const active = entry.id === activeId;
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className={styles.link}
                data-state={active ? 'active' : undefined}
                aria-current={active ? 'location' : undefined}
                onClick={onSelect}
              >
                {entry.text}
              </a>
              {entry.children.length > 0 ? (
                <EntryList entries={entry.children} activeId={activeId} onSelect={onSelect} nested />
              ) : null}
            </li>
          );
        })}
    </ul>
  );
}
