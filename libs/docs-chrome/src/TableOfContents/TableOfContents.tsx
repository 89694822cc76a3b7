import type { TocEntry } from '@docs/content-model';
import { useMemo } from 'react';
import { useActiveHeading } from '../hooks/useActiveHeading';
import styles from './TableOfContents.module.css';
import { TocEntryList } from './TocEntryList';

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
  return (
    <nav className={styles.toc} aria-label={title}>
      <p className={styles.title} aria-hidden="true">
        {title}
      </p>
      <TocEntryList entries={entries} activeId={activeId} />
    </nav>
  );
}
