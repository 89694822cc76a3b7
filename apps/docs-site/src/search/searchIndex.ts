import MiniSearch, { type AsPlainObject, type SearchOptions, type SearchResult } from 'minisearch';
import type { SearchHit } from './ranking';

/** Matches scoring under this share of the best one are noise (a stray fuzzy match). */
export const MIN_RELATIVE_SCORE = 0.1;

/** How the data files say queries are processed (the titles file carries it for both indexes). */
export interface TermSettings {
  stopWords: readonly string[];
  minTermLength: number;
}

/** The same processing of terms as at build time (build/search/search-data.mjs), with settings from the data. */
export function termProcessor({ stopWords, minTermLength }: TermSettings): (term: string) => string | null {
  const skipped = new Set(stopWords);
  return (term) => {
    const lower = term.toLowerCase();
    return lower.length < minTermLength || skipped.has(lower) ? null : lower;
  };
}

/** A MiniSearch index from its serialised form and the data's settings, at once (for a small index). */
export function loadIndex(index: AsPlainObject, fields: string[], settings: TermSettings): MiniSearch {
  return MiniSearch.loadJS(index, { fields, processTerm: termProcessor(settings) });
}

/**
 * The same in slices (MiniSearch's `loadJSAsync`: a thousand terms at a time,
 * each slice its own task), so the page keeps handling input while a big
 * index loads.
 */
export function loadIndexAsync(index: AsPlainObject, fields: string[], settings: TermSettings): Promise<MiniSearch> {
  return MiniSearch.loadJSAsync(index, { fields, processTerm: termProcessor(settings) });
}

// A word of three letters or more also finds longer words it starts; a two-letter
// prefix would match most of the site and cost tens of milliseconds.
const base: SearchOptions = { boost: { title: 3, heading: 2 }, prefix: (term) => term.length >= 3 };
// One typo in words of five letters or more, two in long ones.
const fuzzy: SearchOptions = { fuzzy: (term) => (term.length >= 5 ? 0.2 : false), maxFuzzy: 2 };

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
