/**
 * Every canonical SDK key the docs know, in catalogue order.
 * Aliases such as `storybook-angular` are not keys; see `canonicalSdk`.
 */
export const SDK_KEYS = [
  'cypress',
  'playwright-ts',
  'playwright-ts-standard',
  'playwright-java',
  'playwright-csharp',
  'playwright-python',
  'selenium-csharp',
  'selenium-java',
  'selenium-js',
  'selenium-php',
  'selenium-python',
  'selenium-ruby',
  'testcafe',
  'webdriverio',
  'robot',
  'puppeteer',
  'watir',
  'capybara',
  'protractor',
  'leanft-csharp',
  'leanft-js',
  'appium-csharp-web',
  'appium-java-web',
  'appium-js-web',
  'appium-python-web',
  'appium-ruby-web',
  'appium-csharp-native',
  'appium-java-native',
  'appium-js-native',
  'appium-python-native',
  'appium-ruby-native',
  'espresso',
  'xctest',
  'xcui',
  'storybook',
  'image-tester',
  'images-csharp',
  'images-java',
  'images-js',
  'images-php',
  'images-python',
  'images-ruby',
] as const;

/** A canonical SDK key. */
export type SdkKey = (typeof SDK_KEYS)[number];

/** The SDK a reader gets before choosing one. */
export const DEFAULT_SDK: SdkKey = 'cypress';
