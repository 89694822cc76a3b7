import { describe, expect, it } from 'vitest';
import { SDK_ALIASES } from './aliases';
import { SDK_CATALOG } from './catalog';
import {
  isSdkFilter,
  limitingSdks,
  PLATFORM_NAMES_OVER_FAMILIES,
  SDK_FILTER_NAMES,
  SDK_PLATFORMS,
  sdkFiltersInclude,
  sdksForFilter,
  sdksForFilters,
} from './filters';
import { API_FAMILY_IDS, apiFamilyOf } from './families';
import { SDK_KEYS } from './keys';

const KEY_NAMES: readonly string[] = [...SDK_KEYS, ...Object.keys(SDK_ALIASES)];
const FAMILY_NAMES: readonly string[] = API_FAMILY_IDS;
const PLATFORM_NAMES: readonly string[] = SDK_PLATFORMS;

describe('the names an sdks list accepts', () => {
  it('gives a name shared by an SDK key and an API family one meaning: that SDK, alone in its family', () => {
    for (const name of KEY_NAMES.filter((candidate) => FAMILY_NAMES.includes(candidate))) {
      const family = SDK_KEYS.filter((key) => apiFamilyOf(key) === name);
      expect(family, `family "${name}" holds other SDKs than the SDK "${name}"`).toEqual(sdksForFilter(name));
      expect(sdksForFilter(name)).toHaveLength(1);
    }
  });

  it('never gives a platform the name of an SDK key or alias, nor of `all`', () => {
    for (const platform of PLATFORM_NAMES) expect(KEY_NAMES).not.toContain(platform);
    expect([...KEY_NAMES, ...PLATFORM_NAMES, ...FAMILY_NAMES]).not.toContain('all');
  });

  it('shares a name between a platform and an API family only where settled, and reads it as the platform', () => {
    const shared = PLATFORM_NAMES.filter((name) => FAMILY_NAMES.includes(name));
    expect(shared).toEqual([...PLATFORM_NAMES_OVER_FAMILIES]);
    expect(sdksForFilter('images')).toEqual([
      'image-tester',
      'images-csharp',
      'images-java',
      'images-js',
      'images-php',
      'images-python',
      'images-ruby',
    ]);
  });

  it('lists every accepted name once, and accepts nothing else', () => {
    expect(new Set(SDK_FILTER_NAMES).size).toBe(SDK_FILTER_NAMES.length);
    for (const name of [...KEY_NAMES, ...PLATFORM_NAMES, ...FAMILY_NAMES, 'all']) {
      expect(SDK_FILTER_NAMES).toContain(name);
      expect(isSdkFilter(name)).toBe(true);
    }
    for (const wrong of ['Selenium', ' web', 'constructor', '__proto__', '', 'appium'])
      expect(isSdkFilter(wrong)).toBe(false);
  });
});

describe('sdksForFilter', () => {
  it('reads a key or an alias as its SDK', () => {
    expect(sdksForFilter('selenium-java')).toEqual(['selenium-java']);
    expect(sdksForFilter('storybook-react')).toEqual(['storybook']);
  });

  it('reads a platform as the SDKs of that platform', () => {
    expect(sdksForFilter('mobile-native')).toEqual([
      'appium-csharp-native',
      'appium-java-native',
      'appium-js-native',
      'appium-python-native',
      'appium-ruby-native',
      'espresso',
      'xctest',
      'xcui',
    ]);
    expect(sdksForFilter('component')).toEqual(['storybook']);
    for (const key of sdksForFilter('web')) expect(SDK_CATALOG[key].platform).toBe('web');
  });

  it('reads an API family as its SDKs', () => {
    expect(sdksForFilter('selenium')).toEqual([
      'selenium-csharp',
      'selenium-java',
      'selenium-js',
      'selenium-php',
      'selenium-python',
      'selenium-ruby',
    ]);
    expect(sdksForFilter('playwright')).not.toContain('playwright-ts');
  });

  it('reads `all` as every SDK and anything else as none', () => {
    expect(sdksForFilter('all')).toEqual(SDK_KEYS);
    expect(sdksForFilter('Selenium')).toEqual([]);
    expect(sdksForFilter(undefined)).toEqual([]);
    expect(sdksForFilter(new String('web'))).toEqual([]);
  });
});

describe('sdksForFilters', () => {
  it('joins the values, each SDK once, in catalogue order', () => {
    expect(sdksForFilters(['webdriverio', 'selenium', 'selenium-java'])).toEqual([
      'selenium-csharp',
      'selenium-java',
      'selenium-js',
      'selenium-php',
      'selenium-python',
      'selenium-ruby',
      'webdriverio',
    ]);
  });

  it('applies to every SDK without a list, with `all`, or with values covering the catalogue', () => {
    expect(sdksForFilters(undefined)).toEqual(SDK_KEYS);
    expect(sdksForFilters([])).toEqual(SDK_KEYS);
    expect(sdksForFilters(['espresso', 'all'])).toEqual(SDK_KEYS);
    expect(limitingSdks([...SDK_PLATFORMS])).toBeUndefined();
    expect(limitingSdks(['all'])).toBeUndefined();
    expect(limitingSdks(['component'])).toEqual(['storybook']);
  });

  it('tells whether a list applies to an SDK', () => {
    expect(sdkFiltersInclude(['selenium', 'webdriverio'], 'espresso')).toBe(false);
    expect(sdkFiltersInclude(['selenium', 'webdriverio'], 'selenium-java')).toBe(true);
    expect(sdkFiltersInclude(['mobile-native'], 'xcui')).toBe(true);
    expect(sdkFiltersInclude(undefined, 'image-tester')).toBe(true);
  });
});
