import { describe, expect, it } from 'vitest';
import { excerptWindow, highlightSegments } from './excerpt';

describe('highlightSegments', () => {
  it('marks whole words equal to a term, whatever their case', () => {
    expect(highlightSegments('Match levels: match, Matcher', ['match'])).toEqual([
      { text: 'Match', match: true },
      { text: ' levels: ', match: false },
      { text: 'match', match: true },
      { text: ', Matcher', match: false },
    ]);
  });

  it('splits words where the index does (punctuation such as _ and .)', () => {
    expect(highlightSegments('EYES_API_KEY and eyes.check()', ['key', 'check'])).toEqual([
      { text: 'EYES_API_', match: false },
      { text: 'KEY', match: true },
      { text: ' and eyes.', match: false },
      { text: 'check', match: true },
      { text: '()', match: false },
    ]);
  });

  it('gives the text unmarked when nothing matches', () => {
    expect(highlightSegments('Baselines', [])).toEqual([{ text: 'Baselines', match: false }]);
  });
});

describe('excerptWindow', () => {
  const words = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `w${i + from}`).join(' ');

  it('keeps a short text whole', () => {
    expect(excerptWindow('A short text.', ['text'], 160)).toBe('A short text.');
  });

  it('starts at the beginning when the first match is near it, and marks the cut', () => {
    const text = `${words(5)} baseline ${words(60, 5)}`;
    const excerpt = excerptWindow(text, ['baseline'], 60);
    expect(excerpt.startsWith('w0 w1')).toBe(true);
    expect(excerpt).toContain('baseline');
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(61);
  });

  it('moves to the first match further in, with some words before it', () => {
    const text = `${words(60)} baseline ${words(20, 60)}`;
    const excerpt = excerptWindow(text, ['baseline'], 80);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt).toContain('baseline');
    expect(excerpt.indexOf('baseline')).toBeGreaterThan(20);
  });

  it('starts at the beginning when nothing matches', () => {
    expect(excerptWindow(words(50), ['absent'], 30).startsWith('w0 ')).toBe(true);
  });
});
