import { describe, expect, it } from 'vitest';
import { matchedRow } from './matchedRow';
import { termProcessors } from './searchTerms.mjs';

const { indexTerms } = termProcessors({ stopWords: ['the', 'of'], minTermLength: 2 });
const rows = [
  'Eyes · Creates an Eyes instance with a runner.',
  'checkWindow · Shorthand for check with the window target.',
  'setMatchLevel · How strictly checkpoints are compared.',
  'check · Takes a checkpoint of the window.',
];

describe('matchedRow', () => {
  it('gives the row holding the matched terms, its name counting most', () => {
    expect(matchedRow(rows, ['checkwindow'], indexTerms)).toBe(rows[1]);
    expect(matchedRow(rows, ['check'], indexTerms)).toBe(rows[3]);
  });

  it('finds a camelCase name by its words', () => {
    expect(matchedRow(rows, ['match', 'level'], indexTerms)).toBe(rows[2]);
  });

  it('gives nothing when no row holds a matched term (the heading or prose matched)', () => {
    expect(matchedRow(rows, ['members'], indexTerms)).toBeUndefined();
    expect(matchedRow([], ['check'], indexTerms)).toBeUndefined();
  });
});
