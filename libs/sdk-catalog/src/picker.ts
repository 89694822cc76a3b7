import type { SdkKey } from './keys';

/** Identifier of a picker category card. */
export type PickerCategoryId = 'web' | 'component' | 'mobile-web' | 'mobile-native' | 'images';

/** A titled group of SDK cards inside a picker category. */
export interface PickerGroup {
  /** Identifier, unique within its category (e.g. `popular`, `code-based`). */
  readonly id: string;
  /** Heading shown above the cards. */
  readonly label: string;
  /** The SDK cards, in display order. An SDK may appear in several groups (Popular repeats others). */
  readonly sdks: readonly SdkKey[];
}

/** A category card of the SDK picker and the groups of SDK cards it shows when selected. */
export interface PickerCategory {
  /** Identifier of the category. */
  readonly id: PickerCategoryId;
  /** Label on the category card. */
  readonly label: string;
  /** The groups shown when the category is selected, in display order. */
  readonly groups: readonly PickerGroup[];
}

/**
 * The picker taxonomy: categories (Web, Component, Mobile Web, Mobile Native, Images; Web first), groups and SDK cards,
 * each in display order. Badges come from the catalogue (`sdkBadge`).
 */
export const PICKER_CATEGORIES: readonly PickerCategory[] = [
  {
    id: 'web',
    label: 'Web',
    groups: [
      { id: 'popular', label: 'Popular', sdks: ['cypress', 'playwright-ts', 'selenium-java', 'webdriverio'] },
      {
        id: 'playwright',
        label: 'Playwright',
        sdks: ['playwright-ts', 'playwright-ts-standard', 'playwright-java', 'playwright-csharp', 'playwright-python'],
      },
      {
        id: 'selenium',
        label: 'Selenium',
        sdks: ['selenium-java', 'selenium-csharp', 'selenium-js', 'selenium-python', 'selenium-ruby', 'selenium-php'],
      },
      {
        id: 'other',
        label: 'Other',
        sdks: [
          'cypress',
          'testcafe',
          'webdriverio',
          'robot',
          'puppeteer',
          'watir',
          'capybara',
          'protractor',
          'leanft-js',
          'leanft-csharp',
        ],
      },
    ],
  },
  {
    id: 'component',
    label: 'Component',
    groups: [{ id: 'storybook', label: 'Storybook', sdks: ['storybook'] }],
  },
  {
    id: 'mobile-web',
    label: 'Mobile Web',
    groups: [
      {
        id: 'appium',
        label: 'Appium',
        sdks: ['appium-csharp-web', 'appium-java-web', 'appium-js-web', 'appium-python-web', 'appium-ruby-web'],
      },
    ],
  },
  {
    id: 'mobile-native',
    label: 'Mobile Native',
    groups: [
      {
        id: 'appium',
        label: 'Appium',
        sdks: [
          'appium-csharp-native',
          'appium-java-native',
          'appium-js-native',
          'appium-python-native',
          'appium-ruby-native',
        ],
      },
      { id: 'other', label: 'Other', sdks: ['espresso', 'xcui', 'xctest'] },
    ],
  },
  {
    id: 'images',
    label: 'Images',
    groups: [
      {
        id: 'code-based',
        label: 'Code Based',
        sdks: ['images-csharp', 'images-java', 'images-js', 'images-python', 'images-ruby', 'images-php'],
      },
      { id: 'cli', label: 'CLI', sdks: ['image-tester'] },
    ],
  },
];

/** The category the picker opens on: Web. */
export const DEFAULT_PICKER_CATEGORY: PickerCategoryId = 'web';

/**
 * The first picker category that lists `sdk`, e.g. to open the picker on the
 * reader's current SDK (`'appium-java-native'` -> `'mobile-native'`). Every
 * canonical key is in exactly one category.
 */
export function pickerCategoryForSdk(sdk: SdkKey): PickerCategoryId {
  const found = PICKER_CATEGORIES.find((category) => category.groups.some((group) => group.sdks.includes(sdk)));
  return found?.id ?? DEFAULT_PICKER_CATEGORY;
}
