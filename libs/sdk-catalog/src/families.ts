import { SDK_CATALOG } from './catalog';
import type { SdkKey } from './keys';

/**
 * The API families: SDKs whose test code has the same shape, so one code
 * sample serves them all (in each one's language). Selenium in six languages
 * is one family; Cypress's commands, Playwright Test's fixtures, WebdriverIO's
 * service, Storybook's configuration and the Image Tester command line are
 * families of one SDK each.
 */
export const API_FAMILY_IDS = [
  'selenium',
  'cypress',
  'playwright-fixtures',
  'playwright',
  'webdriverio',
  'testcafe',
  'puppeteer',
  'protractor',
  'leanft',
  'robot',
  'watir',
  'capybara',
  'appium-web',
  'appium-native',
  'espresso',
  'xcui',
  'xctest',
  'storybook',
  'images',
  'image-tester',
] as const;

/** An API family id, e.g. `selenium`, `cypress`, `appium-native`. */
export type ApiFamily = (typeof API_FAMILY_IDS)[number];

/** What a family is called and what stands in for it where a sample does not cover it. */
export interface ApiFamilyEntry {
  readonly id: ApiFamily;
  /** Display name, e.g. `Selenium`, `Playwright Test`, `Appium (native apps)`. */
  readonly label: string;
  /**
   * The families to show instead, in order, when a sample has none for this
   * one: the closest API first (Watir readers read Selenium Ruby; XCTest
   * readers, XCUITest). A sample always names the family it shows instead.
   */
  readonly fallbacks: readonly ApiFamily[];
}

const FAMILIES: Record<ApiFamily, Omit<ApiFamilyEntry, 'id'>> = {
  selenium: { label: 'Selenium', fallbacks: [] },
  cypress: { label: 'Cypress', fallbacks: ['selenium'] },
  'playwright-fixtures': { label: 'Playwright Test', fallbacks: ['playwright', 'selenium'] },
  playwright: { label: 'Playwright', fallbacks: ['playwright-fixtures', 'selenium'] },
  webdriverio: { label: 'WebdriverIO', fallbacks: ['selenium'] },
  testcafe: { label: 'TestCafe', fallbacks: ['selenium'] },
  puppeteer: { label: 'Puppeteer', fallbacks: ['playwright', 'selenium'] },
  protractor: { label: 'Protractor', fallbacks: ['selenium'] },
  leanft: { label: 'LeanFT', fallbacks: ['selenium'] },
  robot: { label: 'Robot Framework', fallbacks: ['selenium'] },
  watir: { label: 'Watir', fallbacks: ['capybara', 'selenium'] },
  capybara: { label: 'Capybara', fallbacks: ['watir', 'selenium'] },
  'appium-web': { label: 'Appium (mobile web)', fallbacks: ['selenium'] },
  'appium-native': { label: 'Appium (native apps)', fallbacks: ['espresso', 'xcui', 'selenium'] },
  espresso: { label: 'Espresso', fallbacks: ['appium-native', 'selenium'] },
  xcui: { label: 'XCUITest', fallbacks: ['xctest', 'appium-native', 'selenium'] },
  xctest: { label: 'XCTest', fallbacks: ['xcui', 'appium-native', 'selenium'] },
  storybook: { label: 'Storybook', fallbacks: ['cypress', 'selenium'] },
  images: { label: 'Images SDK', fallbacks: ['image-tester', 'selenium'] },
  'image-tester': { label: 'Image Tester', fallbacks: ['images', 'selenium'] },
};

/** Every family, by id. */
export const API_FAMILIES: Readonly<Record<ApiFamily, ApiFamilyEntry>> = Object.freeze(
  Object.fromEntries(API_FAMILY_IDS.map((id) => [id, Object.freeze({ id, ...FAMILIES[id] })])) as Record<
    ApiFamily,
    ApiFamilyEntry
  >,
);

const SDK_FAMILY: Record<SdkKey, ApiFamily> = {
  cypress: 'cypress',
  'playwright-ts': 'playwright-fixtures',
  'playwright-ts-standard': 'playwright',
  'playwright-java': 'playwright',
  'playwright-csharp': 'playwright',
  'playwright-python': 'playwright',
  'selenium-csharp': 'selenium',
  'selenium-java': 'selenium',
  'selenium-js': 'selenium',
  'selenium-php': 'selenium',
  'selenium-python': 'selenium',
  'selenium-ruby': 'selenium',
  testcafe: 'testcafe',
  webdriverio: 'webdriverio',
  robot: 'robot',
  puppeteer: 'puppeteer',
  watir: 'watir',
  capybara: 'capybara',
  protractor: 'protractor',
  'leanft-csharp': 'leanft',
  'leanft-js': 'leanft',
  'appium-csharp-web': 'appium-web',
  'appium-java-web': 'appium-web',
  'appium-js-web': 'appium-web',
  'appium-python-web': 'appium-web',
  'appium-ruby-web': 'appium-web',
  'appium-csharp-native': 'appium-native',
  'appium-java-native': 'appium-native',
  'appium-js-native': 'appium-native',
  'appium-python-native': 'appium-native',
  'appium-ruby-native': 'appium-native',
  espresso: 'espresso',
  xctest: 'xctest',
  xcui: 'xcui',
  storybook: 'storybook',
  'image-tester': 'image-tester',
  'images-csharp': 'images',
  'images-java': 'images',
  'images-js': 'images',
  'images-php': 'images',
  'images-python': 'images',
  'images-ruby': 'images',
};

/**
 * The API family of an SDK.
 *
 * @example apiFamilyOf('appium-java-native'); // 'appium-native'
 */
export function apiFamilyOf(sdk: SdkKey): ApiFamily {
  return SDK_FAMILY[sdk];
}

/** Whether `value` is an API family id. */
export function isApiFamily(value: unknown): value is ApiFamily {
  return typeof value === 'string' && Object.hasOwn(FAMILIES, value);
}

/** Languages that stand in for each other in a sample (a TypeScript reader reads JavaScript, a Robot reader Python). */
const CLOSE_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  typescript: ['typescript', 'javascript'],
  javascript: ['javascript', 'typescript'],
  kotlin: ['kotlin', 'java'],
  java: ['java', 'kotlin'],
  swift: ['swift', 'objectivec'],
  // Robot Framework suites run on Python: a Robot reader shown another family reads its Python.
  robotframework: ['robotframework', 'python'],
};

/**
 * Index of the language to open first among `languages`: the reader's, a
 * close one (TypeScript for JavaScript, Kotlin for Java), else the first.
 *
 * @example pickLanguage(['java', 'python'], 'python'); // 1
 */
export function pickLanguage(languages: readonly string[], language: string): number {
  for (const candidate of CLOSE_LANGUAGES[language] ?? [language]) {
    const index = languages.indexOf(candidate);
    if (index !== -1) return index;
  }
  return 0;
}

/** The variant of a sample a reader of some SDK sees. */
export interface SampleChoice {
  /** The family shown. */
  readonly family: ApiFamily;
  /** Index, in that family's languages, of the one opened first. */
  readonly languageIndex: number;
  /** Whether it is the reader's own family and language; if not, the page says what it shows. */
  readonly exact: boolean;
}

/**
 * Which variant of a sample a reader of `sdk` sees: the SDK's own family, else
 * the first of its fallbacks the sample has, else the sample's first family;
 * in it, the SDK's language (or a close one), else the family's first.
 *
 * @param variants - the sample's languages by family, in display order (at least one family).
 *
 * @example
 * sampleChoiceFor('watir', { selenium: ['java', 'ruby'] });
 * // { family: 'selenium', languageIndex: 1, exact: false }
 */
export function sampleChoiceFor(
  sdk: SdkKey,
  variants: Readonly<Partial<Record<ApiFamily, readonly string[]>>>,
): SampleChoice {
  const own = apiFamilyOf(sdk);
  const available = Object.keys(variants) as ApiFamily[];
  const family = [own, ...API_FAMILIES[own].fallbacks].find((candidate) => variants[candidate]) ?? available[0];
  if (family === undefined) throw new Error('sampleChoiceFor: a sample needs at least one family.');
  const languages = variants[family] ?? [];
  const language = SDK_CATALOG[sdk].language;
  const languageIndex = pickLanguage(languages, language);
  const shown = languages[languageIndex];
  const exact = family === own && (shown === language || (CLOSE_LANGUAGES[language] ?? []).includes(shown ?? ''));
  return { family, languageIndex, exact };
}
