// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineRanges, metaHighlightedLines, metaTitle } from './code-meta';

describe('code fence meta', () => {
  it('reads a title in double or single quotes, anywhere in the meta', () => {
    expect(metaTitle('title="cypress.config.js"')).toBe('cypress.config.js');
    expect(metaTitle("{2} title='src/app.ts'")).toBe('src/app.ts');
    expect(metaTitle('{2}')).toBeUndefined();
    expect(metaTitle('title=""')).toBeUndefined();
    expect(metaTitle('subtitle="x"')).toBeUndefined();
  });

  it('reads highlighted lines and ranges, in order, once each', () => {
    expect(metaHighlightedLines('{2,4-5}', 6)).toEqual([2, 4, 5]);
    expect(metaHighlightedLines('title="a {b}.js" {5, 1-2}', 6)).toEqual([1, 2, 5]);
    expect(metaHighlightedLines('{3,3}', 3)).toEqual([3]);
    expect(metaHighlightedLines('title="a.js"', 3)).toEqual([]);
  });

  it('refuses a line past the block, or a list that is not numbers and ranges, saying what is valid', () => {
    expect(() => metaHighlightedLines('{2,9}', 3)).toThrow(
      'Code fence "{2,9}": line 9 is not in the block, which has lines 1 to 3.',
    );
    expect(() => metaHighlightedLines('{0}', 3)).toThrow(/line 0 is not in the block/);
    expect(() => metaHighlightedLines('{2-}', 3)).toThrow(
      'Code fence "{2-}": highlighted lines must be numbers and ranges separated by commas, e.g. {2,4-5}.',
    );
    expect(() => metaHighlightedLines('{first}', 3)).toThrow(/numbers and ranges/);
  });

  it('writes line numbers as ranges', () => {
    expect(lineRanges([2, 4, 5])).toBe('2,4-5');
    expect(lineRanges([1, 2, 3, 7])).toBe('1-3,7');
    expect(lineRanges([])).toBe('');
  });
});
