import { canonicalSdk, SDK_ALIASES } from './aliases';
import { SDK_CATALOG, type SdkPlatform } from './catalog';
import { API_FAMILY_IDS, apiFamilyOf, type ApiFamily } from './families';
import { SDK_KEYS, type SdkKey } from './keys';

/** Every SDK platform, in the picker's order (`web` first). */
export const SDK_PLATFORMS = [
  'web',
  'mobile-web',
  'mobile-native',
  'component',
  'images',
] as const satisfies readonly SdkPlatform[];

/**
 * A value of an `sdks` list (a page's front matter, a sidebar entry): an SDK key or alias
 * (`selenium-java`, `storybook-react`), a platform (`mobile-native`), an API family (`selenium`),
 * or `all`.
 */
export type SdkFilter = SdkKey | keyof typeof SDK_ALIASES | SdkPlatform | ApiFamily | 'all';

/**
 * Names that are both a platform and an API family, and what they mean in an `sdks` list: the
 * platform. `images` the platform is the Images SDKs and Image Tester; `images` the family is the
 * Images SDKs alone. Another such name has to be settled here, or `filters.test.ts` fails.
 */
export const PLATFORM_NAMES_OVER_FAMILIES: readonly (SdkPlatform & ApiFamily)[] = ['images'];

const byPlatform = (platform: SdkPlatform): SdkKey[] =>
  SDK_KEYS.filter((key) => SDK_CATALOG[key].platform === platform);
const byFamily = (family: ApiFamily): SdkKey[] => SDK_KEYS.filter((key) => apiFamilyOf(key) === family);

/*
 * One name, one set of SDKs. A key or alias means its SDK; a platform its SDKs; a family its
 * SDKs. A name that is both a key and a family (`cypress`, `espresso`) names a one-SDK family,
 * so both readings agree (checked in filters.test.ts); `images` reads as the platform (above).
 * A `Map`, so `constructor` or `__proto__` never match.
 */
const FILTERS: ReadonlyMap<string, readonly SdkKey[]> = new Map<string, readonly SdkKey[]>([
  ...API_FAMILY_IDS.map((family): [string, readonly SdkKey[]] => [family, Object.freeze(byFamily(family))]),
  ...SDK_PLATFORMS.map((platform): [string, readonly SdkKey[]] => [platform, Object.freeze(byPlatform(platform))]),
  ...[...SDK_KEYS, ...Object.keys(SDK_ALIASES)].map((name): [string, readonly SdkKey[]] => [
    name,
    Object.freeze([canonicalSdk(name) as SdkKey]),
  ]),
  ['all', SDK_KEYS],
]);

/**
 * Every value an `sdks` list accepts: `all`, the platforms, the API families, the SDK keys, then
 * the aliases (each name once).
 */
export const SDK_FILTER_NAMES: readonly SdkFilter[] = Object.freeze([
  ...new Set<SdkFilter>([
    'all',
    ...SDK_PLATFORMS,
    ...API_FAMILY_IDS,
    ...SDK_KEYS,
    ...(Object.keys(SDK_ALIASES) as (keyof typeof SDK_ALIASES)[]),
  ]),
]);

/** Whether `value` is accepted in an `sdks` list (exact, case-sensitive). */
export function isSdkFilter(value: unknown): value is SdkFilter {
  return typeof value === 'string' && FILTERS.has(value);
}

/**
 * The SDK keys one `sdks` value stands for, in catalogue order: a key or alias its SDK, a platform
 * or an API family its SDKs, `all` every SDK; none for anything else.
 *
 * @example sdksForFilter('mobile-native'); // ['appium-csharp-native', …, 'espresso', 'xctest', 'xcui']
 * @example sdksForFilter('selenium'); // ['selenium-csharp', 'selenium-java', …]
 * @example sdksForFilter('storybook-react'); // ['storybook']
 */
export function sdksForFilter(value: unknown): readonly SdkKey[] {
  return (typeof value === 'string' ? FILTERS.get(value) : undefined) ?? [];
}

/**
 * The SDK keys an `sdks` list applies to, in catalogue order, each once: every SDK when there is
 * no list (or an empty one), else the union of its values' SDKs (`sdksForFilter`).
 *
 * @example sdksForFilters(['webdriverio', 'selenium']); // ['selenium-csharp', …, 'selenium-ruby', 'webdriverio']
 * @example sdksForFilters(undefined); // every key
 */
export function sdksForFilters(values: readonly unknown[] | undefined): readonly SdkKey[] {
  if (!values || values.length === 0) return SDK_KEYS;
  const named = new Set(values.flatMap((value) => sdksForFilter(value)));
  return named.size === SDK_KEYS.length ? SDK_KEYS : SDK_KEYS.filter((key) => named.has(key));
}

/**
 * The SDKs an `sdks` list limits a page to, `undefined` when it applies to every SDK (no list,
 * `all`, or values that together cover the catalogue): a general page.
 *
 * @example limitingSdks(['all']); // undefined
 * @example limitingSdks(['component']); // ['storybook']
 */
export function limitingSdks(values: readonly unknown[] | undefined): readonly SdkKey[] | undefined {
  const sdks = sdksForFilters(values);
  return sdks.length === SDK_KEYS.length ? undefined : sdks;
}

/**
 * Whether an `sdks` list applies to an SDK: no list, or a value standing for it.
 *
 * @example sdkFiltersInclude(['mobile-native'], 'espresso'); // true
 */
export function sdkFiltersInclude(values: readonly unknown[] | undefined, sdk: SdkKey): boolean {
  return sdksForFilters(values).includes(sdk);
}
