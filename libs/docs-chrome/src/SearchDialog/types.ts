/** One search result: a page, or a section of it. */
export interface SearchResultItem {
  /** Unique in the list. */
  id: string;
  /** Route path with the section's anchor, e.g. `/sdks/cypress/quickstart#install-the-sdk`. */
  href: string;
  /** The page's title. */
  title: string;
  /** The section's heading; none for the top of the page. */
  heading?: string;
  /** Text of the section; the part around the first match is shown. */
  excerpt: string;
  /** Words to highlight in the title, heading and excerpt (the matched terms, any case). */
  matches?: readonly string[];
  /** A short label, e.g. the SDK the page is for. */
  badge?: string;
}

/** Results under one heading, e.g. the reader's SDK, then the general docs. */
export interface SearchResultGroup {
  id: string;
  label: string;
  results: readonly SearchResultItem[];
}

/**
 * `idle`: nothing loaded yet; `loading`: the index is on its way; `partial`: results of a
 * first, smaller index show while the rest loads; `ready`: results can show; `error`:
 * loading failed (results of a first index that did load may still show).
 */
export type SearchStatus = 'idle' | 'loading' | 'partial' | 'ready' | 'error';
