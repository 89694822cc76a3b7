import type { TocEntry } from '@docs/content-model';
import { useMemo } from 'react';
import { useActiveHeading } from '../hooks/useActiveHeading';
import styles from './TableOfContents.module.css';

export interface TableOfContentsProps {
  /** The page's entries from `tocEntries(headings)` of `@docs/content-model` (levels 2 and 3). */
  entries: readonly TocEntry[];
  /** Controlled highlighted heading id; default: the heading in view (IntersectionObserver). */
  activeId?: string;
  /** Heading of the box; default `On this page`. */
  title?: string;
}

/** Flattens entries to their ids in document order. */
export function tocIds(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...tocIds(entry.children)]);
}

/** The page's headings of levels 2 and 3, the one in view highlighted. */
export function TableOfContents({
  entries,
  activeId: controlledActiveId,
  title = 'On this page',
}: TableOfContentsProps) {
  const ids = useMemo(() => tocIds(entries), [entries]);
  const observedActiveId = useActiveHeading(controlledActiveId === undefined ? ids : []);
  const activeId = controlledActiveId ?? observedActiveId;
  if (entries.length === 0) return null;
  const renderEntries = (list: readonly TocEntry[], nested: boolean) => (
    <ul className={nested ? styles.nested : styles.list}>
      {list
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
              >
                {entry.text}
              </a>
              {entry.children.length > 0 ? renderEntries(entry.children, true) : null}
            </li>
          );
        })}
    </ul>
  );
  return (
    <nav className={styles.toc} aria-label={title}>
      <p className={styles.title} aria-hidden="true">
        {title}
      </p>
      {renderEntries(entries, false)}
    </nav>
  );
}
