import { describe, expect, it } from 'vitest';
import { highlightedLinesHint } from './highlightedLinesHint';

describe('highlightedLinesHint', () => {
  it('reads ranges as words', () => {
    expect(highlightedLinesHint('2,4-5')).toBe('Highlighted lines: 2, 4 to 5');
    expect(highlightedLinesHint('1-3')).toBe('Highlighted lines: 1 to 3');
    expect(highlightedLinesHint('7')).toBe('Highlighted line: 7');
  });
});
