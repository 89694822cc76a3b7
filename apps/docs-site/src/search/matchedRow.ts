import { tokenize } from './searchTerms.mjs';

/** A table row's name, before the first cell separator (build/search/extract.mjs `CELL_SEPARATOR`). */
const rowName = (row: string) => row.split(' · ')[0] ?? '';

/** The index terms of a row, of its name, and its name's words whole. */
interface RowTerms {
  row: ReadonlySet<string>;
  name: ReadonlySet<string>;
  whole: ReadonlySet<string>;
}

type IndexTerms = (word: string) => string[] | null;

/** Each section's rows read once, not on every query (rows lists live as long as their engine). */
const rowTermsCache = new WeakMap<readonly string[], WeakMap<IndexTerms, RowTerms[]>>();

function termsOf(rows: readonly string[], indexTerms: IndexTerms): RowTerms[] {
  const byProcessor = rowTermsCache.get(rows) ?? new WeakMap<IndexTerms, RowTerms[]>();
  rowTermsCache.set(rows, byProcessor);
  let terms = byProcessor.get(indexTerms);
  if (!terms) {
    const all = (text: string) => new Set(tokenize(text).flatMap((word) => indexTerms(word) ?? []));
    terms = rows.map((row) => {
      const name = rowName(row);
      return {
        row: all(row),
        name: all(name),
        whole: new Set(tokenize(name).flatMap((word) => indexTerms(word)?.[0] ?? [])),
      };
    });
    byProcessor.set(indexTerms, terms);
  }
  return terms;
}

/**
 * The table row a match is about: of a section's rows (`name · description`),
 * the one holding most of the matched index terms, a term in the row's name
 * counting twice and the name itself matched whole three times (the member a
 * reader names: "check" is the row of `check`, before `checkWindow`'s), the
 * first of equals; `undefined` when no row holds any (the heading or prose
 * matched).
 *
 * @param rows the section's rows
 * @param terms the index terms the search matched
 * @param indexTerms the index's processing of a word (`searchTerms.mjs`), so
 *   "match level" finds the row of `setMatchLevel`
 */
export function matchedRow(
  rows: readonly string[],
  terms: readonly string[],
  indexTerms: IndexTerms,
): string | undefined {
  const count = (set: ReadonlySet<string>) => terms.filter((term) => set.has(term)).length;
  let best: string | undefined;
  let bestScore = 0;
  termsOf(rows, indexTerms).forEach((row, at) => {
    const score = count(row.row) + count(row.name) + (count(row.whole) > 0 ? 2 : 0);
    if (score > bestScore) {
      best = rows[at];
      bestScore = score;
    }
  });
  return best;
}
