import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PICKER_CATEGORY,
  PICKER_CATEGORIES,
  SDK_CATALOG,
  SDK_KEYS,
  pickerCategoryForSdk,
  sdkBadge,
} from './index';

/** The picker's taxonomy, written out by hand: category, then groups with their cards (badges in brackets). */
const EXPECTED = [
  [
    'web: Web',
    [
      'popular: Popular = cypress, playwright-ts [Fixtures], selenium-java, webdriverio',
      'playwright: Playwright = playwright-ts [Fixtures], playwright-ts-standard [Standard], playwright-java, playwright-csharp, playwright-python',
      'selenium: Selenium = selenium-java, selenium-csharp, selenium-js, selenium-python, selenium-ruby, selenium-php',
      'other: Other = cypress, testcafe, webdriverio, robot, puppeteer, watir, capybara, protractor, leanft-js, leanft-csharp',
    ],
  ],
  ['component: Component', ['storybook: Storybook = storybook']],
  [
    'mobile-web: Mobile Web',
    ['appium: Appium = appium-csharp-web, appium-java-web, appium-js-web, appium-python-web, appium-ruby-web'],
  ],
  [
    'mobile-native: Mobile Native',
    [
      'appium: Appium = appium-csharp-native, appium-java-native, appium-js-native, appium-python-native, appium-ruby-native',
      'other: Other = espresso, xcui, xctest',
    ],
  ],
  [
    'images: Images',
    [
      'code-based: Code Based = images-csharp, images-java, images-js, images-python, images-ruby, images-php',
      'cli: CLI = image-tester',
    ],
  ],
];

describe('PICKER_CATEGORIES', () => {
  it('lists every category, group and card in order, with badges', () => {
    const actual = PICKER_CATEGORIES.map((category) => [
      `${category.id}: ${category.label}`,
      category.groups.map(
        (group) =>
          `${group.id}: ${group.label} = ${group.sdks
            .map((sdk) => {
              const badge = sdkBadge(sdk);
              return badge ? `${sdk} [${badge}]` : sdk;
            })
            .join(', ')}`,
      ),
    ]);
    expect(actual).toEqual(EXPECTED);
  });

  it('defaults to Web', () => {
    expect(DEFAULT_PICKER_CATEGORY).toBe('web');
    expect(PICKER_CATEGORIES[0]?.id).toBe(DEFAULT_PICKER_CATEGORY);
  });

  it('offers every canonical SDK in exactly one category', () => {
    for (const key of SDK_KEYS) {
      const categories = PICKER_CATEGORIES.filter((category) =>
        category.groups.some((group) => group.sdks.includes(key)),
      );
      expect(
        categories.map((category) => category.id),
        key,
      ).toHaveLength(1);
    }
  });

  it('finds the category of an SDK', () => {
    expect(pickerCategoryForSdk('cypress')).toBe('web');
    expect(pickerCategoryForSdk('storybook')).toBe('component');
    expect(pickerCategoryForSdk('appium-ruby-web')).toBe('mobile-web');
    expect(pickerCategoryForSdk('xctest')).toBe('mobile-native');
    expect(pickerCategoryForSdk('image-tester')).toBe('images');
  });

  it('keeps each SDK platform consistent with its picker category', () => {
    for (const key of SDK_KEYS) {
      expect(SDK_CATALOG[key].platform, key).toBe(pickerCategoryForSdk(key));
    }
  });
});
