import { tokenize } from './searchTerms.mjs';

/** A table row's name, before the first cell separator (build/search/extract.mjs `CELL_SEPARATOR`). */
const rowName = (row: string) => row.split(' · ')[0] ?? '';

/**
 * The table row a match is about: of a section's rows (`name · description`),
 * the one holding most of the matched index terms, a term in the row's name
 * counting twice and the name itself matched whole three times (the member a
 * reader names: "check" is the row of `check`, before `checkWindow`'s), the
 * first of equals; `undefined`
 * when no row holds any (the heading or prose matched).
 *
 * @param rows the section's rows
 * @param terms the index terms the search matched
 * @param indexTerms the index's processing of a word (`searchTerms.mjs`), so
 *   "match level" finds the row of `setMatchLevel`
 */
export function matchedRow(
  rows: readonly string[],
  terms: readonly string[],
  indexTerms: (word: string) => string[] | null,
): string | undefined {
  const wanted = new Set(terms);
  const count = (text: string) =>
    new Set(tokenize(text).flatMap((word) => (indexTerms(word) ?? []).filter((term) => wanted.has(term)))).size;
  let best: string | undefined;
  let bestScore = 0;
  for (const row of rows) {
    const name = rowName(row);
    const whole = tokenize(name).some((word) => wanted.has(indexTerms(word)?.[0] ?? ''));
    const score = count(row) + count(name) + (whole ? 2 : 0);
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}
