import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { findHits, searchAttempts, typoTolerant, withVocabulary } from './searchIndex';
import vocabulary from './vocabulary.json';

describe('findHits', () => {
  const index = new MiniSearch({ fields: ['title', 'heading', 'text'] });
  index.addAll([
    { id: 0, title: 'Baselines', heading: '', text: 'A baseline is the approved image of a checkpoint.' },
    { id: 1, title: '', heading: 'Settings', text: 'The match level and the baseline branch name.' },
    { id: 2, title: 'Match levels', heading: '', text: 'How strictly a checkpoint is compared.' },
  ]);

  it('says which sections are named by every word of the query, as typed or as a word’s start', () => {
    const named = (query: string) =>
      Object.fromEntries(findHits(index, query, searchAttempts(true)).map((hit) => [hit.id, hit.named]));
    expect(named('baseline')).toEqual({ 0: true, 1: false });
    expect(named('match level')).toEqual({ 1: false, 2: true });
    // A typo: every match of the page's lead is in its title.
    expect(named('mtach levels')).toEqual({ 1: false, 2: true });
  });
});

describe('typoTolerant', () => {
  it('allows a typo in words of five letters or more, never in a name with a dot, a # or digits', () => {
    expect(typoTolerant('jenkis')).toBe(true);
    expect(typoTolerant('batch')).toBe(true);
    expect(typoTolerant('levl')).toBe(false);
    expect(typoTolerant('.netwrk')).toBe(false);
    expect(typoTolerant('http2')).toBe(false);
  });
});

describe('withVocabulary', () => {
  it('puts the product’s term in place of a reader’s word, whole words in any case, the longest first', () => {
    const terms = { ufg: 'ultrafast grid', 'a/b test': 'baseline variations', 'a/b testing': 'baseline variations' };
    expect(withVocabulary('UFG browsers', terms)).toBe('ultrafast grid browsers');
    expect(withVocabulary('set up a/b testing', terms)).toBe('set up baseline variations');
    expect(withVocabulary('ufgx', terms)).toBe('ufgx');
    expect(withVocabulary('anything', {})).toBe('anything');
  });

  it('maps the site’s abbreviations to pages’ words', () => {
    expect(withVocabulary('ufg', vocabulary.terms)).toBe('ultrafast grid');
    expect(withVocabulary('RCA', vocabulary.terms)).toBe('root cause analysis');
    expect(withVocabulary('Diffs found', vocabulary.terms)).toBe('differences found');
  });
});
