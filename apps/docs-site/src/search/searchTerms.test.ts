import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { identifierParts, termOptions, termProcessors, tokenize } from './searchTerms.mjs';

const settings = { stopWords: ['the', 'of'], minTermLength: 2 };

describe('tokenize', () => {
  it('splits at spaces and punctuation, keeping a dot that opens a word', () => {
    expect(tokenize('Use .NET 8 (or .NET Framework), not eyes.check.')).toEqual([
      'Use',
      '.NET',
      '8',
      'or',
      '.NET',
      'Framework',
      'not',
      'eyes',
      'check',
    ]);
    expect(tokenize('EYES_API_KEY e.g. ./node_modules')).toEqual(['EYES', 'API', 'KEY', 'e', 'g', 'node', 'modules']);
    expect(tokenize('Selenium C# (NUnit), page#top')).toEqual(['Selenium', 'C#', 'NUnit', 'page', 'top']);
  });
});

describe('identifierParts', () => {
  it('splits camelCase and PascalCase names, but not product names', () => {
    expect(identifierParts('setMatchLevel')).toEqual(['set', 'Match', 'Level']);
    expect(identifierParts('BatchInfo')).toEqual(['Batch', 'Info']);
    expect(identifierParts('XMLHttpRequest')).toEqual(['XML', 'Http', 'Request']);
    expect(identifierParts('JavaScript')).toEqual(['JavaScript']);
    expect(identifierParts('baseline')).toEqual(['baseline']);
  });
});

describe('termProcessors', () => {
  const { indexTerms, queryTerm } = termProcessors(settings);

  it('indexes a name whole and by its words, a dotted name with and without its dot', () => {
    expect(indexTerms('setMatchLevel')).toEqual(['setmatchlevel', 'set', 'match', 'level']);
    expect(indexTerms('.NET')).toEqual(['.net', 'net']);
    expect(indexTerms('C#')).toEqual(['c#', '.net']);
    expect(indexTerms('Baseline')).toEqual(['baseline']);
    expect(indexTerms('The')).toBeNull();
    expect(indexTerms('x')).toBeNull();
  });

  it('searches a query’s word whole, in lower case', () => {
    expect(queryTerm('setMatchLevel')).toBe('setmatchlevel');
    expect(queryTerm('.net')).toBe('.net');
    expect(queryTerm('of')).toBeNull();
  });
});

describe('termOptions', () => {
  const index = new MiniSearch({ fields: ['text'], ...termOptions(settings) });
  index.addAll([
    { id: 0, text: 'setMatchLevel · Sets the match level of the checkpoints.' },
    { id: 1, text: 'The match level of a region.' },
    { id: 2, text: 'Network requirements for the test machines.' },
    { id: 3, text: 'Install the .NET package from NuGet.' },
    { id: 4, text: 'Written in JavaScript.' },
  ]);
  const ids = (query: string) => index.search(query, { prefix: true }).map((result) => result.id);

  it('finds an API name typed whole, and by its words', () => {
    expect(ids('setMatchLevel')).toEqual([0]);
    expect(ids('match level')).toEqual(expect.arrayContaining([0, 1]));
  });

  it('finds .NET for ".net", not network', () => {
    expect(ids('.net')).toEqual([3]);
  });

  it('keeps product names whole', () => {
    expect(index.search('java').map((result) => result.id)).toEqual([]);
    expect(index.search('script').map((result) => result.id)).toEqual([]);
  });
});
