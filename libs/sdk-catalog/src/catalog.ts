import { LOGOS, type LogoId } from './logos.generated';
import { SDK_KEYS, type SdkKey } from './keys';

/**
 * Language of an SDK's code samples, as a Shiki language id (`bash` for the
 * command-line tool, whose samples are shell commands).
 */
export type SdkLanguage =
  'typescript' | 'javascript' | 'java' | 'csharp' | 'python' | 'ruby' | 'php' | 'robotframework' | 'swift' | 'bash';

/** Where the application under test runs; matches the picker categories. */
export type SdkPlatform = 'web' | 'mobile-web' | 'mobile-native' | 'component' | 'images';

/** Whether the SDK is a library used from test code or a command-line tool. */
export type SdkKind = 'code' | 'cli';

/** Badge a picker card shows next to the name: the two Playwright TypeScript flavours. */
export type SdkBadge = 'Fixtures' | 'Standard';

/** Generic icon a UI may show instead of, or over, the logo of an image-based SDK. */
export type SdkIconKey = 'image';

/** Package registry the SDK is published to. */
export type SdkRegistry = 'npm' | 'maven' | 'nuget' | 'pypi' | 'rubygems' | 'packagist' | 'cocoapods';

/** Shiki language id of an install snippet: a shell command, a Gradle Kotlin DSL line, or a Podfile line. */
export type InstallLanguage = 'bash' | 'kotlin' | 'ruby';

/** One SDK of the catalogue: its name, logo and home link, keyed by its canonical key. */
export interface SdkEntry {
  /** Canonical key, e.g. `selenium-java`. */
  readonly key: SdkKey;
  /** Display name, e.g. `Selenium Java`, `Playwright (TypeScript)`, `Appium Python (Native)`. */
  readonly name: string;
  /**
   * Name for tight places such as the navbar's SDK button: at most
   * {@link SDK_SHORT_NAME_MAX_LENGTH} characters and unique in the catalogue, so it still tells
   * the SDKs apart (`Appium JS (Native)`, `Playwright TS Standard`). The same as `name`, except
   * that long names are shortened and JavaScript is always `JS` (`Selenium JS`, `Images JS`).
   */
  readonly shortName: string;
  /** Logo: the URL of an SVG file (emitted by the app's bundler; a `file:` URL without one; see {@link LOGOS}). */
  readonly logo: string;
  /** Which bundled logo `logo` is; SDKs sharing a language share a logo. */
  readonly logoId: LogoId;
  /** `image` for image-based SDKs (`images-*`, `image-tester`), which the picker may draw with a generic image icon. */
  readonly iconKey?: SdkIconKey;
  /** Picker badge: `Fixtures` for `playwright-ts`, `Standard` for `playwright-ts-standard`. */
  readonly badge?: SdkBadge;
  /** The SDK's home (its quickstart), relative to the site base, no leading slash: `sdks/cypress/quickstart`. */
  readonly homeLink: string;
  /** Folder under `sdks/` holding the SDK's pages; absent for `playwright-ts`, whose pages live under `playwright/`. */
  readonly docsDir?: string;
  /** Language of the SDK's code samples (a Shiki id). */
  readonly language: SdkLanguage;
  /** Test framework display name, e.g. `Selenium WebDriver`, `Appium`, `XCUITest`. */
  readonly framework: string;
  /** Registry the package is published to. */
  readonly registry: SdkRegistry;
  /** Package name in that registry, e.g. `@eyes-sdk/cypress`, `io.eyessdk:eyes-sdk-selenium`, `EyesSdk.Selenium`. */
  readonly packageName: string;
  /** What a reader pastes to install the package (one line). */
  readonly installCommand: string;
  /** Shiki language of `installCommand`. */
  readonly installLanguage: InstallLanguage;
  /**
   * Maven's `<dependency>` element for the package, test-scoped and at {@link SDK_VERSION}, for
   * Maven packages that Maven builds use too (`installCommand` is then the Gradle line); absent
   * elsewhere, and for Espresso, whose Android builds are Gradle only.
   */
  readonly pomDependency?: string;
  /** Where the application under test runs. */
  readonly platform: SdkPlatform;
  /** `cli` for `image-tester`, `code` for every other SDK. */
  readonly kind: SdkKind;
}

/** Longest `shortName` of an entry: what the navbar's SDK button shows whole at every desktop width. */
export const SDK_SHORT_NAME_MAX_LENGTH = 22;

type Install = Pick<SdkEntry, 'registry' | 'packageName' | 'installCommand' | 'installLanguage' | 'pomDependency'>;

/**
 * The current release of the code SDKs, which the Maven and Gradle install lines pin: Maven
 * accepts no dynamic version such as Gradle's `latest.release`, and a build that names its
 * version resolves the same package on every run.
 */
export const SDK_VERSION = '4.2.0';

/*
 * Package naming scheme (invented for this product, one stem per ecosystem):
 * npm `@eyes-sdk/<framework>`, Maven `io.eyessdk:eyes-sdk-<framework>`, NuGet
 * `EyesSdk.<Framework>`, PyPI and RubyGems `eyes-sdk-<framework>`, Packagist
 * `eyes-sdk/<framework>`, CocoaPods `EyesSdk<Framework>`.
 */
const npm = (framework: string, flags = '-D'): Install => ({
  registry: 'npm',
  packageName: `@eyes-sdk/${framework}`,
  installCommand: `npm install ${flags} @eyes-sdk/${framework}`,
  installLanguage: 'bash',
});
const maven = (framework: string, configuration = 'testImplementation'): Install => ({
  registry: 'maven',
  packageName: `io.eyessdk:eyes-sdk-${framework}`,
  installCommand: `${configuration}("io.eyessdk:eyes-sdk-${framework}:${SDK_VERSION}")`,
  installLanguage: 'kotlin',
  // Android instrumented tests build with the Android Gradle plugin only.
  ...(configuration === 'testImplementation'
    ? {
        pomDependency: [
          '<dependency>',
          '  <groupId>io.eyessdk</groupId>',
          `  <artifactId>eyes-sdk-${framework}</artifactId>`,
          `  <version>${SDK_VERSION}</version>`,
          '  <scope>test</scope>',
          '</dependency>',
        ].join('\n'),
      }
    : {}),
});
const nuget = (framework: string): Install => ({
  registry: 'nuget',
  packageName: `EyesSdk.${framework}`,
  installCommand: `dotnet add package EyesSdk.${framework}`,
  installLanguage: 'bash',
});
const pypi = (framework: string): Install => ({
  registry: 'pypi',
  packageName: `eyes-sdk-${framework}`,
  installCommand: `pip install eyes-sdk-${framework}`,
  installLanguage: 'bash',
});
// Ruby suites run with `bundle exec`, which loads only the Gemfile's gems: `gem install` alone
// leaves `require` failing with a LoadError, so the gem goes into the Gemfile's test group.
const gem = (framework: string): Install => ({
  registry: 'rubygems',
  packageName: `eyes-sdk-${framework}`,
  installCommand: `bundle add eyes-sdk-${framework} --group test`,
  installLanguage: 'bash',
});
const composer = (framework: string): Install => ({
  registry: 'packagist',
  packageName: `eyes-sdk/${framework}`,
  installCommand: `composer require --dev eyes-sdk/${framework}`,
  installLanguage: 'bash',
});
const pod = (framework: string): Install => ({
  registry: 'cocoapods',
  packageName: `EyesSdk${framework}`,
  installCommand: `pod 'EyesSdk${framework}'`,
  installLanguage: 'ruby',
});

/** The six languages of the multi-language SDK families (Selenium, Appium, Images...). */
type FamilyLanguage = 'csharp' | 'java' | 'js' | 'python' | 'ruby' | 'php';

const FAMILY: Record<FamilyLanguage, { label: string; shortLabel: string; language: SdkLanguage; logoId: LogoId }> = {
  csharp: { label: 'C#', shortLabel: 'C#', language: 'csharp', logoId: 'csharp' },
  java: { label: 'Java', shortLabel: 'Java', language: 'java', logoId: 'java' },
  js: { label: 'JavaScript', shortLabel: 'JS', language: 'javascript', logoId: 'javascript' },
  python: { label: 'Python', shortLabel: 'Python', language: 'python', logoId: 'python' },
  ruby: { label: 'Ruby', shortLabel: 'Ruby', language: 'ruby', logoId: 'ruby' },
  php: { label: 'PHP', shortLabel: 'PHP', language: 'php', logoId: 'php' },
};

/** Install data of a framework published in every family language (the same package serves web and native Appium). */
function familyInstall(lang: FamilyLanguage, framework: string, Framework: string): Install {
  switch (lang) {
    case 'csharp':
      return nuget(Framework);
    case 'java':
      return maven(framework);
    case 'js':
      return npm(framework);
    case 'python':
      return pypi(framework);
    case 'ruby':
      return gem(framework);
    case 'php':
      return composer(framework);
  }
}

type Definition = Omit<SdkEntry, 'key' | 'logo' | 'homeLink' | 'docsDir' | 'shortName'> & {
  readonly homeLink?: string;
  /** Where it differs from `name` (default). */
  readonly shortName?: string;
};

function web(lang: FamilyLanguage, framework: 'Selenium' | 'Playwright'): Definition {
  const { label, shortLabel, language, logoId } = FAMILY[lang];
  return {
    name: `${framework} ${label}`,
    shortName: `${framework} ${shortLabel}`,
    logoId,
    language,
    framework: framework === 'Selenium' ? 'Selenium WebDriver' : 'Playwright',
    ...familyInstall(lang, framework.toLowerCase(), framework),
    platform: 'web',
    kind: 'code',
  };
}

function appium(lang: FamilyLanguage, variant: 'web' | 'native'): Definition {
  const { label, shortLabel, language, logoId } = FAMILY[lang];
  const platform = variant === 'web' ? 'Web' : 'Native';
  return {
    name: `Appium ${label} (${platform})`,
    shortName: `Appium ${shortLabel} (${platform})`,
    logoId,
    language,
    framework: 'Appium',
    ...familyInstall(lang, 'appium', 'Appium'),
    platform: variant === 'web' ? 'mobile-web' : 'mobile-native',
    kind: 'code',
  };
}

function images(lang: FamilyLanguage): Definition {
  const { label, shortLabel, language, logoId } = FAMILY[lang];
  return {
    name: `Images ${label}`,
    shortName: `Images ${shortLabel}`,
    logoId,
    iconKey: 'image',
    language,
    framework: 'Images SDK',
    ...familyInstall(lang, 'images', 'Images'),
    platform: 'images',
    kind: 'code',
  };
}

function single(
  name: string,
  logoId: LogoId,
  language: SdkLanguage,
  install: Install,
  framework: string = name,
  platform: SdkPlatform = 'web',
): Definition {
  return { name, logoId, language, framework, ...install, platform, kind: 'code' };
}

const DEFINITIONS: Record<SdkKey, Definition> = {
  cypress: single('Cypress', 'cypress', 'javascript', npm('cypress')),
  'playwright-ts': {
    ...single('Playwright (TypeScript)', 'typescript', 'typescript', npm('playwright'), 'Playwright Test'),
    shortName: 'Playwright TS',
    badge: 'Fixtures',
    homeLink: 'playwright',
  },
  'playwright-ts-standard': {
    ...single('Playwright Standard (TypeScript)', 'typescript', 'typescript', npm('playwright'), 'Playwright'),
    shortName: 'Playwright TS Standard',
    badge: 'Standard',
  },
  'playwright-java': web('java', 'Playwright'),
  'playwright-csharp': web('csharp', 'Playwright'),
  'playwright-python': web('python', 'Playwright'),
  'selenium-csharp': web('csharp', 'Selenium'),
  'selenium-java': web('java', 'Selenium'),
  'selenium-js': web('js', 'Selenium'),
  'selenium-php': web('php', 'Selenium'),
  'selenium-python': web('python', 'Selenium'),
  'selenium-ruby': web('ruby', 'Selenium'),
  testcafe: single('TestCafe', 'testcafe', 'javascript', npm('testcafe')),
  webdriverio: single('WebdriverIO', 'webdriverio', 'javascript', npm('webdriverio')),
  robot: single('Robot Framework', 'robot', 'robotframework', pypi('robotframework')),
  puppeteer: single('Puppeteer', 'puppeteer', 'javascript', npm('puppeteer')),
  watir: single('Watir', 'ruby', 'ruby', gem('watir')),
  capybara: single('Capybara', 'ruby', 'ruby', gem('capybara')),
  protractor: single('Protractor', 'protractor', 'javascript', npm('protractor')),
  'leanft-csharp': single('LeanFT C#', 'csharp', 'csharp', nuget('LeanFT'), 'LeanFT'),
  'leanft-js': {
    ...single('LeanFT JavaScript', 'javascript', 'javascript', npm('leanft'), 'LeanFT'),
    shortName: 'LeanFT JS',
  },
  'appium-csharp-web': appium('csharp', 'web'),
  'appium-java-web': appium('java', 'web'),
  'appium-js-web': appium('js', 'web'),
  'appium-python-web': appium('python', 'web'),
  'appium-ruby-web': appium('ruby', 'web'),
  'appium-csharp-native': appium('csharp', 'native'),
  'appium-java-native': appium('java', 'native'),
  'appium-js-native': appium('js', 'native'),
  'appium-python-native': appium('python', 'native'),
  'appium-ruby-native': appium('ruby', 'native'),
  espresso: single(
    'Espresso',
    'android',
    'java',
    maven('espresso', 'androidTestImplementation'),
    'Espresso',
    'mobile-native',
  ),
  xctest: single('XCTest', 'swift', 'swift', pod('XCTest'), 'XCTest', 'mobile-native'),
  xcui: single('XCUITest', 'swift', 'swift', pod('XCUI'), 'XCUITest', 'mobile-native'),
  storybook: single('Storybook', 'storybook', 'javascript', npm('storybook'), 'Storybook', 'component'),
  'image-tester': {
    name: 'Image Tester',
    logoId: 'terminal',
    iconKey: 'image',
    language: 'bash',
    framework: 'Command line',
    ...npm('image-tester', '-g'),
    platform: 'images',
    kind: 'cli',
  },
  'images-csharp': images('csharp'),
  'images-java': images('java'),
  'images-js': images('js'),
  'images-php': images('php'),
  'images-python': images('python'),
  'images-ruby': images('ruby'),
};

function entry(key: SdkKey): SdkEntry {
  const { homeLink, shortName, ...definition } = DEFINITIONS[key];
  return {
    key,
    ...definition,
    shortName: shortName ?? definition.name,
    logo: LOGOS[definition.logoId],
    homeLink: homeLink ?? `sdks/${key}/quickstart`,
    ...(homeLink === undefined ? { docsDir: key } : {}),
  };
}

/**
 * The SDK catalogue, keyed by canonical SDK key, in `SDK_KEYS` order.
 *
 * @example
 * SDK_CATALOG['selenium-java'].homeLink; // 'sdks/selenium-java/quickstart'
 * SDK_CATALOG['playwright-ts'].homeLink; // 'playwright'
 */
export const SDK_CATALOG: Readonly<Record<SdkKey, SdkEntry>> = Object.freeze(
  Object.fromEntries(SDK_KEYS.map((key) => [key, Object.freeze(entry(key))])) as Record<SdkKey, SdkEntry>,
);

/**
 * The generic icons a UI may draw for an entry's `iconKey`, as image URLs
 * like the logos: `image` is a neutral framed-picture icon.
 *
 * @example
 * const src = entry.iconKey ? SDK_ICONS[entry.iconKey] : entry.logo;
 */
export const SDK_ICONS: Readonly<Record<SdkIconKey, string>> = Object.freeze({ image: LOGOS.image });

/**
 * The picker badge of an SDK: `Fixtures` for `playwright-ts`, `Standard` for
 * `playwright-ts-standard`, `undefined` for every other SDK.
 */
export function sdkBadge(key: SdkKey): SdkBadge | undefined {
  return SDK_CATALOG[key]?.badge;
}
