import { describe, expect, it } from 'vitest';
import { matchTypeahead, typeaheadNames } from './cardTypeahead';

describe('typeaheadNames', () => {
  it("gives each card its SDK's name without the badge, a repeated SDK's told apart by zero-width spaces", () => {
    expect(typeaheadNames(['cypress', 'playwright-ts', 'cypress', 'testcafe', 'cypress'])).toEqual([
      'Cypress',
      'Playwright (TypeScript)',
      'Cypress\u200b',
      'TestCafe',
      'Cypress\u200b\u200b',
    ]);
  });
});

describe('matchTypeahead', () => {
  const names = ['Cypress', 'Playwright (TypeScript)', 'Selenium Python', 'Playwright Python', 'Puppeteer'];

  it('finds the first name that starts with the typed text, ignoring case', () => {
    expect(matchTypeahead(names, 'p')).toBe('Playwright (TypeScript)');
    expect(matchTypeahead(names, 'PU')).toBe('Puppeteer');
    expect(matchTypeahead(names, 'playwright p')).toBe('Playwright Python');
  });

  it('prefers a name that starts with the text over an earlier one with a word that does', () => {
    expect(matchTypeahead(['Selenium Python', 'Python tools'], 'pyth')).toBe('Python tools');
  });

  it('else finds the first name with a word that starts with it', () => {
    expect(matchTypeahead(names, 'pyth')).toBe('Selenium Python');
    expect(matchTypeahead(names, 'types')).toBe('Playwright (TypeScript)');
  });

  it('matches the start of a word only, and a repeated name as its first', () => {
    expect(matchTypeahead(names, 'ython')).toBeUndefined();
    expect(matchTypeahead(names, 'x')).toBeUndefined();
    expect(matchTypeahead(['TestCafe', 'Cypress\u200b'], 'cy')).toBe('Cypress\u200b');
  });

  it('skips empty places', () => {
    expect(matchTypeahead([null, 'Cypress'], 'c')).toBe('Cypress');
  });
});
