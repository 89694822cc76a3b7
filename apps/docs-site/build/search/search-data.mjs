/**
 * Turns the pages read from the prerendered site into the search data the
 * browser loads, in two files so that first results come quickly:
 *
 * - `titles`: every page (path, title, SDKs) and section (anchor, heading),
 *   with a small MiniSearch index of page titles and section headings. A few
 *   dozen KB: it loads the moment search opens and answers first keystrokes.
 * - `full`: the full-text index (titles, headings and text) of the same
 *   sections, and each section's excerpt. It loads alongside and takes over
 *   when ready; it has no page or section list of its own (the titles file's
 *   rows are its documents).
 *
 * Both indexes hold the same documents with the same settings, so a title or
 * heading scores the same in each: the full index only adds the text's share.
 * The titles file describes both (format version, stop words, shortest term),
 * so the browser processes queries exactly as the indexes were built.
 */
import { limitingSdks } from '@docs/sdk-catalog';
import MiniSearch from 'minisearch';
import { termOptions } from '../../src/search/searchTerms.mjs';
import { CELL_SEPARATOR } from './extract.mjs';

/** Bump when the shape below changes; the browser refuses other versions with a clear error. */
export const SEARCH_DATA_VERSION = 4;
/** Fields of the full index; the page title is indexed on the page's first section only, so one page does not fill the results. */
export const SEARCH_FIELDS = ['title', 'heading', 'text'];
/** Fields of the titles index. */
export const TITLE_FIELDS = ['title', 'heading'];
/** Shorter terms (single characters) are not indexed. */
export const MIN_TERM_LENGTH = 2;
/** Characters of a section's text kept for the excerpt; the whole text is indexed. */
export const EXCERPT_LENGTH = 300;
/** Characters kept of each row of a section's tables, for the excerpt of the row a search matched. */
export const ROW_EXCERPT_LENGTH = 80;
/**
 * English function words: too common to help find a page, and leaving them
 * out keeps the index small and quick to load. Domain words ("test", "check",
 * "eyes", "run", "new") stay, however common.
 */
export const STOP_WORDS = [
  'a',
  'about',
  'after',
  'again',
  'all',
  'also',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'because',
  'been',
  'before',
  'being',
  'between',
  'both',
  'but',
  'by',
  'can',
  'could',
  'do',
  'does',
  'each',
  'every',
  'for',
  'from',
  'has',
  'have',
  'here',
  'how',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'just',
  'may',
  'might',
  'more',
  'most',
  'must',
  'no',
  'not',
  'of',
  'on',
  'once',
  'one',
  'only',
  'or',
  'other',
  'our',
  'over',
  'own',
  'per',
  'same',
  'see',
  'should',
  'so',
  'some',
  'such',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'through',
  'to',
  'too',
  'until',
  'very',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'while',
  'who',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
];

/** Term processing of both indexes (src/search/searchTerms.mjs, which the browser uses for queries too). */
export const TERM_OPTIONS = termOptions({ stopWords: STOP_WORDS, minTermLength: MIN_TERM_LENGTH });

/**
 * A MiniSearch index (`toJSON()`) in the compact form the site loads
 * (src/search/searchIndex.ts `expandIndex` restores it): no `documentIds`
 * (a section's id is its position, which MiniSearch's own short id is too),
 * field lengths as a list by id, and each posting list as the gaps between
 * ascending ids, with the term counts only where one is not 1:
 * `{ "2": { "3478": 1, "3548": 4 } }` becomes `{ "2": [[3478, 70], [1, 4]] }`
 * and `{ "2": { "7": 1 } }` becomes `{ "2": [[7]] }`. The gaps repeat from
 * one SDK's pages to the next, which compression makes the most of: the
 * index is about 40% smaller gzipped.
 */
export function compactIndex(plain) {
  const { documentIds, fieldLength, index, ...rest } = plain;
  Object.entries(documentIds).forEach(([shortId, id]) => {
    if (Number(shortId) !== id) {
      throw new Error(`Search index: document ${id} has MiniSearch id ${shortId}; ids must be 0, 1, 2… in order.`);
    }
  });
  return {
    ...rest,
    fieldLength: Object.keys(documentIds).map((shortId) => fieldLength[shortId]),
    index: index.map(([term, fields]) => [
      term,
      Object.fromEntries(
        Object.entries(fields).map(([fieldId, counts]) => {
          const ids = Object.keys(counts)
            .map(Number)
            .sort((a, b) => a - b);
          const gaps = ids.map((id, position) => id - (ids[position - 1] ?? 0));
          const tfs = ids.map((id) => counts[id]);
          return [fieldId, tfs.every((tf) => tf === 1) ? [gaps] : [gaps, tfs]];
        }),
      ),
    ]),
  };
}

/** The first `length` characters of a text, cut at a word boundary, with `…` when something was cut. */
export function excerptOf(text, length = EXCERPT_LENGTH) {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > length / 2 ? cut.slice(0, end) : cut.slice(0, length)).trimEnd()}…`;
}

/**
 * @typedef {{ anchor: string, heading: string, text: string, rows?: string[], outline?: string }} PageSection
 *   (`outline`: a section with no text of its own lists its subsections' headings, for its excerpt only)
 * @typedef {{ path: string, title: string, description: string, sdks?: string[],
 *   sections: PageSection[] }} SearchPage
 */

/**
 * The search data for a set of pages: `{ titles, full }`, one object per file.
 *
 * - `titles.pages`: `[path, title]`, plus the page's `sdks` front matter when
 *   it names SDKs (not `all`); the browser works out the owning SDK from the path.
 * - `titles.sections`: `[page, anchor, heading]`; a section's position is its
 *   document id in both indexes. The first section of a page has anchor `''`.
 * - `full.excerpts`: the start of each section's text, in the same order; the
 *   first section's starts with the page's description.
 * - `full.rows`: for a section with table rows (a reference's members), the
 *   start of each row (`name · description`), so a search shows the row it
 *   matched rather than the table's first: `text`, each row once (the same
 *   member reads the same in many SDKs), and `sections`, `[section, ...rows]`
 *   (positions in `text`). A section whose text opens with its table has no
 *   excerpt of its own (`''`): its first rows are its excerpt.
 *
 * @param {SearchPage[]} pages
 */
export function buildSearchData(pages) {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const pageRows = [];
  const sectionRows = [];
  const excerpts = [];
  const documents = [];
  const rows = { text: [], sections: [] };
  const rowIds = new Map();
  const rowId = (row) => {
    const excerpt = excerptOf(row, ROW_EXCERPT_LENGTH);
    if (!rowIds.has(excerpt)) rowIds.set(excerpt, rows.text.push(excerpt) - 1);
    return rowIds.get(excerpt);
  };
  const addSection = (pageIndex, anchor, heading, title, text, tableRows = [], outline = '') => {
    const id = sectionRows.length;
    documents.push({ id, title, heading, text });
    sectionRows.push([pageIndex, anchor, heading]);
    // A single row shows in the section's excerpt already.
    const withRows = tableRows.length > 1;
    if (withRows) rows.sections.push([id, ...tableRows.map(rowId)]);
    const [firstName] = (tableRows[0] ?? '').split(CELL_SEPARATOR);
    excerpts.push(withRows && text.startsWith(`${firstName}${CELL_SEPARATOR}`) ? '' : excerptOf(text || outline));
  };
  for (const page of sorted) {
    const pageIndex = pageRows.length;
    // The SDK keys the page's `sdks` values stand for (platforms, families, aliases read), none when it applies to every SDK.
    const sdks = limitingSdks(page.sdks) ?? [];
    pageRows.push(sdks.length > 0 ? [page.path, page.title, [...sdks]] : [page.path, page.title]);
    page.sections.forEach((section, position) => {
      const first = position === 0 && section.anchor === '';
      const text = first && page.description ? `${page.description} ${section.text}`.trim() : section.text;
      addSection(
        pageIndex,
        section.anchor,
        section.heading,
        first ? page.title : '',
        text,
        section.rows,
        section.outline,
      );
    });
    // A page whose text all sits under headings still needs its title indexed once.
    if (page.sections[0]?.anchor !== '') addSection(pageIndex, '', '', page.title, page.description);
  }
  const indexOf = (fields) => {
    const index = new MiniSearch({ fields, ...TERM_OPTIONS });
    index.addAll(documents);
    return compactIndex(index.toJSON());
  };
  return {
    titles: {
      version: SEARCH_DATA_VERSION,
      fields: TITLE_FIELDS,
      stopWords: STOP_WORDS,
      minTermLength: MIN_TERM_LENGTH,
      pages: pageRows,
      sections: sectionRows,
      index: indexOf(TITLE_FIELDS),
    },
    full: {
      version: SEARCH_DATA_VERSION,
      fields: SEARCH_FIELDS,
      sections: sectionRows.length,
      excerpts,
      rows,
      index: indexOf(SEARCH_FIELDS),
    },
  };
}
