import MiniSearch, { type AsPlainObject, type SearchOptions, type SearchResult } from 'minisearch';
import type { SearchHit } from './ranking';
import type { CompactIndex } from './searchData';
import { termOptions, type TermSettings } from './searchTerms.mjs';

/** Matches scoring under this share of the best one are noise (a stray fuzzy match). */
export const MIN_RELATIVE_SCORE = 0.1;

type Postings = AsPlainObject['index'][number][1];

/** One term's posting lists back in MiniSearch's form (`{ fieldId: { id: count } }`). */
function expandPostings(fields: CompactIndex['index'][number][1]): Postings {
  const postings: Postings = {};
  for (const fieldId in fields) {
    const [gaps, counts] = fields[fieldId] ?? [[]];
    const byId: Record<string, number> = {};
    let id = 0;
    gaps.forEach((gap, position) => {
      id += gap;
      byId[id] = counts?.[position] ?? 1;
    });
    postings[fieldId] = byId;
  }
  return postings;
}

/** MiniSearch's serialised form of a compact index, but for its terms: document ids and field lengths. */
function expandParts(compact: CompactIndex): Omit<AsPlainObject, 'index'> {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  compact.fieldLength.forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths;
  });
  const { documentCount, nextId, fieldIds, averageFieldLength, storedFields, dirtCount, serializationVersion } =
    compact;
  return {
    documentCount,
    nextId,
    documentIds,
    fieldIds,
    fieldLength,
    averageFieldLength,
    storedFields,
    dirtCount,
    serializationVersion,
  };
}

/** MiniSearch's serialised form of a compact index (build/search/search-data.mjs `compactIndex`). */
export function expandIndex(compact: CompactIndex): AsPlainObject {
  return {
    ...expandParts(compact),
    index: compact.index.map(([term, fields]) => [term, expandPostings(fields)]),
  };
}

/** Terms expanded per task when loading in slices, as MiniSearch's `loadJSAsync` loads them. */
const TERMS_PER_SLICE = 1000;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A MiniSearch index from its compact form and the data's settings, at once (for a small index). */
export function loadIndex(index: CompactIndex, fields: string[], settings: TermSettings): MiniSearch {
  return MiniSearch.loadJS(expandIndex(index), { fields, ...termOptions(settings) });
}

/**
 * The same in slices (a thousand terms expanded per task, then MiniSearch's
 * `loadJSAsync`, a thousand terms at a time, each slice its own task), so the
 * page keeps handling input while a big index loads.
 */
export async function loadIndexAsync(
  index: CompactIndex,
  fields: string[],
  settings: TermSettings,
): Promise<MiniSearch> {
  const terms: AsPlainObject['index'] = [];
  for (let start = 0; start < index.index.length; start += TERMS_PER_SLICE) {
    if (start > 0) await nextTask();
    for (const [term, postings] of index.index.slice(start, start + TERMS_PER_SLICE)) {
      terms.push([term, expandPostings(postings)]);
    }
  }
  return MiniSearch.loadJSAsync({ ...expandParts(index), index: terms }, { fields, ...termOptions(settings) });
}

// A word of three letters or more also finds longer words it starts; a two-letter
// prefix would match most of the site and cost tens of milliseconds.
// A name with a dot or a `#` (`.net`, `c#`) is whole: `.net` does not start `.network`.
const base: SearchOptions = {
  boost: { title: 3, heading: 2 },
  prefix: (term) => term.length >= 3 && !/[.#]/.test(term),
};
/**
 * Whether a query's word may match with a typo: five letters or more, and
 * letters only. A name with a dot, a `#` or digits (`.net`, `c#`, `v4`, `429`)
 * is typed as it is written: with a typo allowed, `.net` would find `network`.
 */
export const typoTolerant = (term: string) => term.length >= 5 && /^\p{L}+$/u.test(term);
// One typo in words of five letters or more, two in long ones.
const fuzzy: SearchOptions = { fuzzy: (term) => (typoTolerant(term) ? 0.2 : false), maxFuzzy: 2 };

/**
 * The searches tried in turn until one finds something: every word as typed
 * (or as the start of a word), then allowing typos, then any of the words.
 * Typos are only a fallback, so "match" never brings "batch" in beside real
 * matches. Only the full text can tell that no section has every word: the
 * titles index stops before "any of the words".
 */
export function searchAttempts(fullText: boolean): SearchOptions[] {
  return [
    { ...base, combineWith: 'AND' },
    { ...base, ...fuzzy, combineWith: 'AND' },
    ...(fullText ? [{ ...base, ...fuzzy, combineWith: 'OR' as const }] : []),
  ];
}

/** Readers' words for the product's terms (vocabulary.json), longest first so "a/b testing" wins over "a/b test". */
export type Vocabulary = Readonly<Record<string, string>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The query with each reader's word replaced by the product's term ("ufg" ->
 * "ultrafast grid"), matched as whole words in any case; the rest as typed.
 */
export function withVocabulary(query: string, vocabulary: Vocabulary): string {
  const words = Object.keys(vocabulary).sort((a, b) => b.length - a.length);
  if (words.length === 0) return query;
  const pattern = new RegExp(`(^|[\\s,;])(${words.map(escapeRegExp).join('|')})(?=$|[\\s,;])`, 'giu');
  return query.replace(
    pattern,
    (_, before: string, word: string) => `${before}${vocabulary[word.toLowerCase()] ?? word}`,
  );
}

/** Fields that name a section: the page title (on a page's lead) and the section heading. */
const NAMING_FIELDS = new Set(['title', 'heading']);

/**
 * Whether every word of the query matched the title or the heading: as typed
 * or as the start of a longer word, or (a typo) when every match of the
 * section is in them.
 */
function namesEveryWord({ queryTerms, terms, match }: SearchResult): boolean {
  const named = terms.filter((term) => (match[term] ?? []).some((field) => NAMING_FIELDS.has(field)));
  if (named.length === terms.length) return named.length > 0;
  return queryTerms.every((word) => named.some((term) => term.startsWith(word)));
}

/**
 * Matches of a query, best first as the index scores them, without the noise
 * far below the best. Each says whether the section's title or heading holds
 * every word of the query (`named`): ranking puts those before sections that
 * only mention the words in their text.
 */
export function findHits(index: MiniSearch, query: string, attempts: readonly SearchOptions[]): SearchHit[] {
  for (const attempt of attempts) {
    const results = index.search(query, attempt);
    const best = results[0]?.score;
    if (best === undefined) continue;
    // The words of the query the index knows (stop words and single letters left out).
    const words = new Set(results.flatMap((result) => result.queryTerms)).size;
    return results
      .filter((result) => result.score >= best * MIN_RELATIVE_SCORE)
      .map((result) => ({
        id: Number(result.id),
        score: result.score,
        terms: result.terms,
        named: result.queryTerms.length >= words && namesEveryWord(result),
      }));
  }
  return [];
}
