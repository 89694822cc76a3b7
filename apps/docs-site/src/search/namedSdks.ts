import { SDK_CATALOG, SDK_KEYS, type SdkEntry, type SdkKey, type SdkLanguage } from '@docs/sdk-catalog';
import { tokenize } from './searchTerms.mjs';

/** The words a reader types for a language, by the catalogue's language of an SDK's samples. */
const LANGUAGE_WORDS: Readonly<Partial<Record<SdkLanguage, readonly string[]>>> = {
  typescript: ['typescript', 'ts'],
  javascript: ['javascript', 'js'],
  java: ['java'],
  csharp: ['c#', 'csharp'],
  python: ['python'],
  ruby: ['ruby'],
  php: ['php'],
  swift: ['swift'],
};
const ANY_LANGUAGE = new Set(Object.values(LANGUAGE_WORDS).flat());
/** Words of a name that say where the app runs (`Appium Java (Native)`), not which framework. */
const PLATFORM_WORDS = new Set(['web', 'native']);
/**
 * Framework names that are also everyday words: `images` names the Images SDKs only with their
 * language (`images java`), or "ignore images" would list six SDKs.
 */
const COMMON_WORDS = new Set(['images']);

const words = (text: string) => tokenize(text).map((word) => word.toLowerCase());

interface SdkName {
  key: SdkKey;
  /** Any of these word lists, all present, names the SDK's framework (`playwright`; `robot framework` or `robot`). */
  frameworks: readonly (readonly string[])[];
  languages: readonly string[];
  /** `web` or `native` for the Appium SDKs, whose names say it. */
  platform?: string;
  /** The framework word is an everyday word (`COMMON_WORDS`): the language must be typed too. */
  needsLanguage: boolean;
}

function sdkName(entry: SdkEntry): SdkName {
  const nameWords = words(entry.name);
  const framework = nameWords.filter((word) => !ANY_LANGUAGE.has(word) && !PLATFORM_WORDS.has(word));
  const platform = nameWords.find((word) => PLATFORM_WORDS.has(word));
  // A one-word key is a name too (`robot`, `xcui`).
  const frameworks = entry.key.includes('-') ? [framework] : [framework, [entry.key]];
  return {
    key: entry.key,
    frameworks,
    languages: LANGUAGE_WORDS[entry.language] ?? [],
    ...(platform ? { platform } : {}),
    needsLanguage: framework.length === 1 && COMMON_WORDS.has(framework[0] ?? ''),
  };
}

const SDK_NAMES: readonly SdkName[] = SDK_KEYS.map((key) => sdkName(SDK_CATALOG[key]));

/** What a query says about SDKs: the ones it names, and its other words. */
export interface NamedSdks {
  /** SDKs the query names, in catalogue order; empty when it names none or names the reader's own. */
  sdks: SdkKey[];
  /** The query without the words that name them (`cypress install` -> `install`); `''` when it is only names. */
  rest: string;
}

/**
 * The SDKs a query names, by the catalogue's names: their framework
 * (`playwright`, `testcafe`, `robot framework`, a one-word key such as
 * `xcui`), narrowed by a language (`appium java`, `selenium python`) and
 * by `web` or `native` for Appium. A language alone (`java`) names the
 * reader's framework in that language (Selenium Java for a Selenium Python
 * reader); none when the reader's framework has none in it ("typescript"
 * typed by a WebdriverIO reader is about their tests in TypeScript). A query
 * that names the reader's own SDK among others ("appium" for an Appium Java
 * reader) names none: the reader's pages already come first.
 */
export function sdksNamedBy(query: string, readerSdk: SdkKey): NamedSdks {
  const queryWords = words(query);
  const typed = new Set(queryWords);
  const languages = queryWords.filter((word) => ANY_LANGUAGE.has(word));
  const platforms = queryWords.filter((word) => PLATFORM_WORDS.has(word));
  const fits = (name: SdkName) =>
    languages.every((word) => name.languages.includes(word)) &&
    (name.platform === undefined || platforms.every((word) => word === name.platform));
  const used = new Set<string>();
  const byFramework = SDK_NAMES.filter((name) => {
    const framework = name.frameworks.find((list) => list.length > 0 && list.every((word) => typed.has(word)));
    if (!framework || !fits(name) || (name.needsLanguage && languages.length === 0)) return false;
    framework.forEach((word) => used.add(word));
    return true;
  });
  let named = byFramework;
  if (byFramework.length === 0 && languages.length > 0) {
    const inLanguage = SDK_NAMES.filter(fits);
    const reader = SDK_NAMES.find((name) => name.key === readerSdk);
    const sameFramework = inLanguage.filter(
      (name) => name.frameworks[0]?.join(' ') === reader?.frameworks[0]?.join(' '),
    );
    named = sameFramework;
  }
  if (named.length > 0) [...languages, ...platforms].forEach((word) => used.add(word));
  const sdks = named.map((name) => name.key);
  // "appium" typed by an Appium Java reader asks for their own SDK's pages, which already come first.
  if (sdks.length === 0 || sdks.includes(readerSdk)) return { sdks: [], rest: query };
  return { sdks, rest: queryWords.filter((word) => !used.has(word)).join(' ') };
}

/**
 * The pages that present an SDK: its overview (`/sdks/<key>`, `/playwright`)
 * and its quickstart (its home link), which a query naming only the SDK wants first.
 */
export function sdkHomePaths(sdk: SdkKey): string[] {
  const entry = SDK_CATALOG[sdk];
  const overview = entry.docsDir === undefined ? `/${entry.homeLink}` : `/sdks/${entry.docsDir}`;
  return [...new Set([overview, `/${entry.homeLink}`])];
}
