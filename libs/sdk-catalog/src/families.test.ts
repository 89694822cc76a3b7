import { describe, expect, it } from 'vitest';
import { SDK_CATALOG } from './catalog';
import { API_FAMILIES, API_FAMILY_IDS, apiFamilyOf, isApiFamily, pickLanguage, sampleChoiceFor } from './families';
import { SDK_KEYS } from './keys';

describe('API families', () => {
  it('gives every SDK a family, and every family at least one SDK', () => {
    const used = new Set(SDK_KEYS.map(apiFamilyOf));
    expect([...used].sort()).toEqual([...API_FAMILY_IDS].sort());
  });

  it('keeps the languages of one family distinct per SDK of the same platform', () => {
    // Two SDKs of one family and one language would be indistinguishable in a sample.
    const seen = new Map<string, string>();
    for (const key of SDK_KEYS) {
      const { language, platform } = SDK_CATALOG[key];
      const slot = `${apiFamilyOf(key)}/${language}/${platform}`;
      expect(seen.get(slot), `${key} and ${seen.get(slot)} share ${slot}`).toBeUndefined();
      seen.set(slot, key);
    }
  });

  it('falls back only to other families, each once, and ends every chain at Selenium or itself', () => {
    for (const id of API_FAMILY_IDS) {
      const { fallbacks } = API_FAMILIES[id];
      expect(fallbacks).not.toContain(id);
      expect(new Set(fallbacks).size).toBe(fallbacks.length);
      if (id !== 'selenium') expect(fallbacks.at(-1)).toBe('selenium');
    }
  });

  it('tells family ids from anything else', () => {
    expect(isApiFamily('appium-native')).toBe(true);
    expect(isApiFamily('appium')).toBe(false);
    expect(isApiFamily('constructor')).toBe(false);
  });
});

describe('pickLanguage', () => {
  it('opens the reader’s language, a close one, else the first', () => {
    expect(pickLanguage(['java', 'python'], 'python')).toBe(1);
    expect(pickLanguage(['java', 'javascript'], 'typescript')).toBe(1);
    expect(pickLanguage(['kotlin'], 'java')).toBe(0);
    expect(pickLanguage(['java', 'python'], 'ruby')).toBe(0);
    expect(pickLanguage(['java', 'python'], 'robotframework')).toBe(1);
  });
});

describe('sampleChoiceFor', () => {
  const selenium = { selenium: ['java', 'python', 'javascript', 'csharp'] };

  it('shows the SDK’s own family and language', () => {
    expect(sampleChoiceFor('selenium-python', selenium)).toEqual({ family: 'selenium', languageIndex: 1, exact: true });
    expect(sampleChoiceFor('cypress', { ...selenium, cypress: ['javascript'] })).toEqual({
      family: 'cypress',
      languageIndex: 0,
      exact: true,
    });
  });

  it('says when it shows another family or another language', () => {
    expect(sampleChoiceFor('cypress', selenium)).toEqual({ family: 'selenium', languageIndex: 2, exact: false });
    expect(sampleChoiceFor('selenium-ruby', selenium)).toEqual({ family: 'selenium', languageIndex: 0, exact: false });
  });

  it('prefers the closest family the sample has', () => {
    const both = { selenium: ['java'], 'appium-native': ['java', 'csharp'] };
    expect(sampleChoiceFor('espresso', both)).toEqual({ family: 'appium-native', languageIndex: 0, exact: false });
    expect(sampleChoiceFor('appium-csharp-native', both)).toEqual({
      family: 'appium-native',
      languageIndex: 1,
      exact: true,
    });
  });

  it('shows the sample’s first family when no fallback matches', () => {
    expect(sampleChoiceFor('cypress', { storybook: ['javascript'] })).toEqual({
      family: 'storybook',
      languageIndex: 0,
      exact: false,
    });
  });

  it('counts a TypeScript reader served JavaScript as served', () => {
    expect(sampleChoiceFor('playwright-ts', { 'playwright-fixtures': ['javascript'] }).exact).toBe(true);
  });
});
