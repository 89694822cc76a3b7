/**
 * Turns the pages read from the prerendered site into the search data the
 * browser loads: a MiniSearch index over one document per section, and the
 * little it needs to show a result (page path and title, section anchor and
 * heading, the start of the section's text as the excerpt).
 *
 * The file describes itself (format version, indexed fields, stop words,
 * shortest term), so
 * the browser processes queries exactly as the index was built.
 */
import MiniSearch from 'minisearch';

/** Bump when the shape below changes; the browser refuses other versions with a clear error. */
export const SEARCH_DATA_VERSION = 1;
/** Indexed fields; the page title is indexed on the page's first section only, so one page does not fill the results. */
export const SEARCH_FIELDS = ['title', 'heading', 'text'];
/** Shorter terms (single characters) are not indexed. */
export const MIN_TERM_LENGTH = 2;
/** Characters of a section's text kept for the excerpt; the whole text is indexed. */
export const EXCERPT_LENGTH = 300;
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

const stopWords = new Set(STOP_WORDS);

/** Lower-cases a term; stop words and single characters give `null` (not indexed). */
export function processTerm(term) {
  const lower = term.toLowerCase();
  return lower.length < MIN_TERM_LENGTH || stopWords.has(lower) ? null : lower;
}

/** The first `length` characters of a text, cut at a word boundary, with `…` when something was cut. */
export function excerptOf(text, length = EXCERPT_LENGTH) {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > length / 2 ? cut.slice(0, end) : cut.slice(0, length)).trimEnd()}…`;
}

/**
 * @typedef {{ anchor: string, heading: string, text: string }} PageSection
 * @typedef {{ path: string, title: string, description: string, sdks?: string[],
 *   sections: PageSection[] }} SearchPage
 */

/**
 * The search data for a set of pages.
 *
 * - `pages`: `[path, title]`, plus the page's `sdks` front matter when it names
 *   SDKs (not `all`); the browser works out the owning SDK from the path.
 * - `sections`: `[page, anchor, heading, excerpt]`; a section's position is its
 *   document id in `index`. The first section of a page has anchor `''` and
 *   its excerpt starts with the page's description.
 *
 * @param {SearchPage[]} pages
 */
export function buildSearchData(pages) {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const pageRows = [];
  const sectionRows = [];
  const documents = [];
  for (const page of sorted) {
    const pageIndex = pageRows.length;
    const sdks = (page.sdks ?? []).filter((sdk) => sdk !== 'all');
    pageRows.push(sdks.length > 0 ? [page.path, page.title, sdks] : [page.path, page.title]);
    page.sections.forEach((section, position) => {
      const first = position === 0 && section.anchor === '';
      const text = first && page.description ? `${page.description} ${section.text}`.trim() : section.text;
      documents.push({ id: sectionRows.length, title: first ? page.title : '', heading: section.heading, text });
      sectionRows.push([pageIndex, section.anchor, section.heading, excerptOf(text)]);
    });
    // A page whose text all sits under headings still needs its title indexed once.
    if (page.sections[0]?.anchor !== '') {
      documents.push({ id: sectionRows.length, title: page.title, heading: '', text: page.description });
      sectionRows.push([pageIndex, '', '', excerptOf(page.description)]);
    }
  }
  const index = new MiniSearch({ fields: SEARCH_FIELDS, processTerm });
  index.addAll(documents);
  return {
    version: SEARCH_DATA_VERSION,
    fields: SEARCH_FIELDS,
    stopWords: STOP_WORDS,
    minTermLength: MIN_TERM_LENGTH,
    pages: pageRows,
    sections: sectionRows,
    index: index.toJSON(),
  };
}
