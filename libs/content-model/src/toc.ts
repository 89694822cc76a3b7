/** A heading of a page, as extracted at build time. */
export interface Heading {
  /** Heading level, 1 to 6. */
  depth: number;
  text: string;
  /** Anchor id of the heading. */
  id: string;
}

/** An entry of a page's table of contents. */
export interface TocEntry {
  /** 2 or 3. */
  depth: 2 | 3;
  text: string;
  id: string;
  /** Level-3 headings under a level-2 heading; always empty on level-3 entries. */
  children: TocEntry[];
}

/** Heading levels the table of contents covers: `##` and `###`. */
export const TOC_LEVELS = { min: 2, max: 3 } as const;

/**
 * The table of contents of a page: its level-2 headings, each with the
 * level-3 headings that follow it nested as `children`. Other levels are left
 * out; a level-3 heading before any level-2 heading stays at the top level.
 *
 * @example tocEntries([{ depth: 2, text: 'Setup', id: 'setup' }, { depth: 3, text: 'npm', id: 'npm' }])
 * // [{ depth: 2, text: 'Setup', id: 'setup', children: [{ depth: 3, text: 'npm', id: 'npm', children: [] }] }]
 */
export function tocEntries(headings: readonly Heading[]): TocEntry[] {
  const entries: TocEntry[] = [];
  let parent: TocEntry | undefined;
  for (const heading of headings) {
    if (heading.depth === 2) {
      parent = { depth: 2, text: heading.text, id: heading.id, children: [] };
      entries.push(parent);
    } else if (heading.depth === 3) {
      const entry: TocEntry = { depth: 3, text: heading.text, id: heading.id, children: [] };
      (parent ? parent.children : entries).push(entry);
    }
  }
  return entries;
}
