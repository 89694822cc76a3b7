import { describe, expect, it } from 'vitest';
import {
  SDK_ALIASES,
  SDK_CATALOG,
  SDK_KEYS,
  SDK_SHORT_NAME_MAX_LENGTH,
  SDK_VERSION,
  canonicalSdk,
  isSdkAlias,
  isSdkKey,
  sdkBadge,
  type SdkKey,
} from './index';

/** Every canonical SDK key the docs must have, written out by hand (not read from the catalogue). */
const REQUIRED_SDK_KEYS = [
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
];

const entries = SDK_KEYS.map((key) => SDK_CATALOG[key]);

describe('keys and aliases', () => {
  it('has exactly the 42 required keys', () => {
    expect(REQUIRED_SDK_KEYS).toHaveLength(42);
    expect([...SDK_KEYS].sort()).toEqual([...REQUIRED_SDK_KEYS].sort());
    expect(Object.keys(SDK_CATALOG).sort()).toEqual([...REQUIRED_SDK_KEYS].sort());
  });

  it('has exactly the 5 required aliases', () => {
    expect(SDK_ALIASES).toEqual({
      'storybook-angular': 'storybook',
      'storybook-react': 'storybook',
      'storybook-vue': 'storybook',
      'images-xctest': 'xctest',
      'playwright-ts-legacy': 'playwright-ts-standard',
    });
  });

  it.each(Object.entries(SDK_ALIASES))('resolves the alias %s to %s', (alias, key) => {
    expect(canonicalSdk(alias)).toBe(key);
    expect(isSdkAlias(alias)).toBe(true);
    expect(isSdkKey(alias)).toBe(false);
  });

  it.each(REQUIRED_SDK_KEYS)('resolves the key %s to itself', (key) => {
    expect(canonicalSdk(key)).toBe(key);
    expect(isSdkKey(key)).toBe(true);
    expect(isSdkAlias(key)).toBe(false);
  });

  it('matches exactly: no trimming, no case folding', () => {
    expect(canonicalSdk(' cypress')).toBeUndefined();
    expect(canonicalSdk('cypress ')).toBeUndefined();
    expect(canonicalSdk('Cypress')).toBeUndefined();
    expect(canonicalSdk('STORYBOOK-REACT')).toBeUndefined();
    expect(canonicalSdk('')).toBeUndefined();
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'])(
    'does not treat the Object.prototype key %s as an SDK',
    (key) => {
      expect(canonicalSdk(key)).toBeUndefined();
      expect(isSdkKey(key)).toBe(false);
      expect(isSdkAlias(key)).toBe(false);
    },
  );

  it('rejects String objects and other non-primitive look-alikes', () => {
    expect(canonicalSdk(new String('cypress'))).toBeUndefined();
    expect(canonicalSdk(['cypress'])).toBeUndefined();
    expect(canonicalSdk({ toString: () => 'cypress' })).toBeUndefined();
  });
});

describe('SDK_CATALOG entries', () => {
  it.each(entries.map((entry) => [entry.key, entry] as const))('%s is complete', (key, entry) => {
    expect(entry.key).toBe(key);
    for (const field of [
      'name',
      'logo',
      'homeLink',
      'language',
      'framework',
      'packageName',
      'installCommand',
    ] as const) {
      expect(entry[field], field).toEqual(expect.any(String));
      expect(entry[field].trim(), field).not.toBe('');
    }
    expect(entry.installCommand).toContain(entry.packageName);
    expect(['web', 'mobile-web', 'mobile-native', 'component', 'images']).toContain(entry.platform);
  });

  it('links every SDK home to sdks/<key>/quickstart except playwright-ts -> playwright', () => {
    for (const key of REQUIRED_SDK_KEYS as SdkKey[]) {
      const expected = key === 'playwright-ts' ? 'playwright' : `sdks/${key}/quickstart`;
      expect(SDK_CATALOG[key].homeLink, key).toBe(expected);
    }
  });

  it('keeps each SDK pages in sdks/<key> except playwright-ts, which has no folder', () => {
    for (const key of REQUIRED_SDK_KEYS as SdkKey[]) {
      expect(SDK_CATALOG[key].docsDir, key).toBe(key === 'playwright-ts' ? undefined : key);
    }
  });

  it('uses the display names of the brief', () => {
    expect(SDK_CATALOG.cypress.name).toBe('Cypress');
    expect(SDK_CATALOG['playwright-ts'].name).toBe('Playwright (TypeScript)');
    expect(SDK_CATALOG['playwright-ts-standard'].name).toBe('Playwright Standard (TypeScript)');
    expect(SDK_CATALOG['selenium-java'].name).toBe('Selenium Java');
    expect(SDK_CATALOG['appium-python-native'].name).toBe('Appium Python (Native)');
    expect(SDK_CATALOG['appium-js-web'].name).toBe('Appium JavaScript (Web)');
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(42);
  });

  it('gives every SDK a short name that tells it apart from every other SDK', () => {
    const byShortName = new Map<string, string[]>();
    for (const entry of entries)
      byShortName.set(entry.shortName, [...(byShortName.get(entry.shortName) ?? []), entry.key]);
    const shared = [...byShortName].filter(([, keys]) => keys.length > 1);
    expect(shared, 'short names shared by several SDKs').toEqual([]);
    // Nor is one SDK's short name another's full name (Playwright TS must not read as another SDK).
    for (const entry of entries) {
      const other = entries.find((candidate) => candidate.key !== entry.key && candidate.name === entry.shortName);
      expect(other?.key, `${entry.key}: short name "${entry.shortName}"`).toBeUndefined();
    }
  });

  it.each(entries.map((entry) => [entry.key, entry] as const))(
    '%s has a short name within the limit, its full name when that fits',
    (_key, entry) => {
      expect(entry.shortName.length).toBeLessThanOrEqual(SDK_SHORT_NAME_MAX_LENGTH);
      expect(entry.shortName.trim()).toBe(entry.shortName);
      if (entry.name.length <= SDK_SHORT_NAME_MAX_LENGTH && !/JavaScript/.test(entry.name)) {
        expect(entry.shortName).toBe(entry.name);
      }
    },
  );

  it('shortens the long names the navbar used to cut off', () => {
    expect(SDK_CATALOG['appium-js-native'].shortName).toBe('Appium JS (Native)');
    expect(SDK_CATALOG['appium-js-web'].shortName).toBe('Appium JS (Web)');
    expect(SDK_CATALOG['playwright-ts'].shortName).toBe('Playwright TS');
    expect(SDK_CATALOG['playwright-ts-standard'].shortName).toBe('Playwright TS Standard');
    expect(SDK_CATALOG['selenium-js'].shortName).toBe('Selenium JS');
    expect(SDK_CATALOG.cypress.shortName).toBe('Cypress');
  });

  it('marks image-based SDKs with the image icon key, and only them', () => {
    const withIcon = entries.filter((entry) => entry.iconKey === 'image').map((entry) => entry.key);
    expect(withIcon.sort()).toEqual(
      [
        'image-tester',
        'images-csharp',
        'images-java',
        'images-js',
        'images-php',
        'images-python',
        'images-ruby',
      ].sort(),
    );
  });

  it('has image-tester as the only CLI', () => {
    expect(entries.filter((entry) => entry.kind === 'cli').map((entry) => entry.key)).toEqual(['image-tester']);
  });

  it('badges the two Playwright TypeScript flavours only', () => {
    expect(sdkBadge('playwright-ts')).toBe('Fixtures');
    expect(sdkBadge('playwright-ts-standard')).toBe('Standard');
    expect(entries.filter((entry) => entry.badge !== undefined).map((entry) => entry.key)).toEqual([
      'playwright-ts',
      'playwright-ts-standard',
    ]);
  });

  it('uses one package name per framework and ecosystem', () => {
    expect(SDK_CATALOG.cypress.installCommand).toBe('npm install -D @eyes-sdk/cypress');
    expect(SDK_CATALOG['selenium-java'].packageName).toBe('io.eyessdk:eyes-sdk-selenium');
    expect(SDK_CATALOG['selenium-csharp'].installCommand).toBe('dotnet add package EyesSdk.Selenium');
    expect(SDK_CATALOG['selenium-python'].installCommand).toBe('pip install eyes-sdk-selenium');
    expect(SDK_CATALOG['selenium-ruby'].installCommand).toBe('bundle add eyes-sdk-selenium --group test');
    expect(SDK_CATALOG['selenium-php'].installCommand).toBe('composer require --dev eyes-sdk/selenium');
    expect(SDK_CATALOG.xcui.installCommand).toBe("pod 'EyesSdkXCUI'");
    expect(SDK_CATALOG.espresso.installCommand).toBe(
      `androidTestImplementation("io.eyessdk:eyes-sdk-espresso:${SDK_VERSION}")`,
    );
    expect(SDK_CATALOG.espresso.pomDependency).toBeUndefined();
    // Web and native Appium share the package of their language.
    expect(SDK_CATALOG['appium-java-web'].packageName).toBe(SDK_CATALOG['appium-java-native'].packageName);
  });

  it('pins the Maven packages to the current release, for Gradle and for Maven, never a dynamic version', () => {
    const maven = Object.values(SDK_CATALOG).filter((entry) => entry.registry === 'maven');
    expect(maven.length).toBeGreaterThanOrEqual(6);
    for (const entry of maven) {
      expect(entry.installCommand, entry.key).not.toContain('latest.release');
      expect(entry.installCommand, entry.key).toMatch(new RegExp(`:${SDK_VERSION.replaceAll('.', '\\.')}"\\)$`));
    }
    expect(SDK_CATALOG['selenium-java'].pomDependency).toBe(
      [
        '<dependency>',
        '  <groupId>io.eyessdk</groupId>',
        '  <artifactId>eyes-sdk-selenium</artifactId>',
        `  <version>${SDK_VERSION}</version>`,
        '  <scope>test</scope>',
        '</dependency>',
      ].join('\n'),
    );
  });

  it('is frozen', () => {
    expect(Object.isFrozen(SDK_CATALOG)).toBe(true);
    expect(Object.isFrozen(SDK_CATALOG.cypress)).toBe(true);
  });
});
