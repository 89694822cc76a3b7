import { canonicalSdk } from './aliases';
import { SDK_CATALOG, type SdkPlatform } from './catalog';
import { API_FAMILIES, apiFamilyOf } from './families';
import { limitingSdks } from './filters';
import { DEFAULT_SDK, SDK_KEYS, type SdkKey } from './keys';

/**
 * Which of two switches is active: the Playwright `Docs` / `API` switch
 * (`selectedPlaywrightLink`) or the general `Eyes Docs` / `API Ref` switch and
 * sidebar mode (`selectedSidebarLink`).
 */
export type LinkMode = 'docs' | 'api';

/**
 * A path relative to the site base without leading or trailing slash, query or
 * hash: `/sdks/cypress/quickstart/?a=1#x` -> `sdks/cypress/quickstart`, `/` -> `''`.
 * Empty segments are dropped (`a//b` -> `a/b`); segments are not decoded or
 * case-folded. Non-string input gives `''`.
 */
export function normalizeDocPath(path: string): string {
  return segments(path).join('/');
}

function segments(path: unknown): string[] {
  if (typeof path !== 'string') return [];
  return path
    .replace(/[?#].*$/s, '')
    .split('/')
    .filter((segment) => segment !== '');
}

/** Whether a path lies in the Playwright area: `playwright` or anything below it. */
export function isPlaywrightPath(path: string): boolean {
  return segments(path)[0] === 'playwright';
}

/** Whether a path lies in the Playwright API area: `playwright/api` or anything below it. */
export function isPlaywrightApiPath(path: string): boolean {
  const [first, second] = segments(path);
  return first === 'playwright' && second === 'api';
}

/**
 * The SDK that owns a page, or `undefined` for general pages.
 *
 * - `sdks/<dir>/...` -> the canonical key of `<dir>` (`sdks/storybook-angular/...` -> `storybook`);
 *   an unknown `<dir>` owns nothing.
 * - `playwright` and `playwright/...` -> `playwright-ts`.
 *
 * @example
 * sdkForPath('/sdks/selenium-java/eyes'); // 'selenium-java'
 * sdkForPath('/playwright/api/overview'); // 'playwright-ts'
 * sdkForPath('/concepts/best-practices/ocr'); // undefined
 */
export function sdkForPath(path: string): SdkKey | undefined {
  const [first, second] = segments(path);
  if (first === 'playwright') return 'playwright-ts';
  if (first === 'sdks') return canonicalSdk(second);
  return undefined;
}

/**
 * The sidebar mode a page shows: `api` for the server API
 * reference and for SDK-specific pages, `docs` for general docs pages.
 *
 * - `reference/server-api` and below -> `api`.
 * - `sdks/<dir>/...` with a known `<dir>` -> `api`.
 * - Playwright area: `playwright/api/...` (the SDK's API reference) and
 *   `playwright/reference/server-api/...` (the copy of the server API reference)
 *   -> `api`; the Playwright guides (`playwright`, `playwright/introduction`...)
 *   -> `docs`, matching the Playwright `Docs` / `API` switch.
 * - Everything else -> `docs`.
 */
export function sidebarModeForPath(path: string): LinkMode {
  const [first, second, third] = segments(path);
  if (first === 'reference' && second === 'server-api') return 'api';
  if (first === 'playwright') {
    return second === 'api' || (second === 'reference' && third === 'server-api') ? 'api' : 'docs';
  }
  if (first === 'sdks' && canonicalSdk(second) !== undefined) return 'api';
  return 'docs';
}

/** The shared SDK state derived when a page loads, plus what to do with the stored choice. */
export interface InitialSdkState {
  /** The SDK to select. */
  readonly sdk: SdkKey;
  /** `api` under `playwright/api`, else `docs`. */
  readonly playwrightLink: LinkMode;
  /** The page's sidebar mode (`sidebarModeForPath`). */
  readonly sidebarLink: LinkMode;
  /** The canonical key of the stored value, `undefined` when it is missing or not an SDK. */
  readonly storedSdk: SdkKey | undefined;
  /** True when the stored value is an alias: write `storedSdk` back to storage. */
  readonly storedNeedsRewrite: boolean;
}

/**
 * The SDK state on page load: a path in the Playwright area
 * gives `playwright-ts` (and `playwright/api` sets the Playwright link to
 * `api`); otherwise the page's owning SDK, else the stored choice (aliases
 * resolved), else `cypress`.
 *
 * @param path - the current path relative to the site base.
 * @param storedValue - whatever storage holds under the key `sdk` (any value; never throws).
 *
 * @example
 * initialSdkState('/playwright/api/overview', 'cypress');
 * // { sdk: 'playwright-ts', playwrightLink: 'api', sidebarLink: 'api', storedSdk: 'cypress', storedNeedsRewrite: false }
 * initialSdkState('/concepts', 'storybook-vue');
 * // { sdk: 'storybook', playwrightLink: 'docs', sidebarLink: 'docs', storedSdk: 'storybook', storedNeedsRewrite: true }
 */
export function initialSdkState(path: string, storedValue: unknown): InitialSdkState {
  const storedSdk = canonicalSdk(storedValue);
  return {
    sdk: sdkForPath(path) ?? storedSdk ?? DEFAULT_SDK,
    playwrightLink: isPlaywrightApiPath(path) ? 'api' : 'docs',
    sidebarLink: sidebarModeForPath(path),
    storedSdk,
    storedNeedsRewrite: storedSdk !== undefined && storedSdk !== storedValue,
  };
}

/**
 * The navbar switch that describes a page: `api` on the SDK's own pages (`sdks/<key>/...`,
 * `playwright/api/...`), `docs` everywhere else in the documentation, the server API reference
 * included (it documents the product's REST API, not an SDK's, and is part of the general docs;
 * its copy under `playwright/reference/server-api` is a Playwright guide page). Pages outside the
 * documentation (blog, not found) mark neither; the caller knows which those are.
 *
 * @example
 * navbarSwitchForPath('/sdks/cypress/configuration'); // 'api'
 * navbarSwitchForPath('/playwright/introduction'); // 'docs'
 * navbarSwitchForPath('/reference/server-api/authentication'); // 'docs'
 */
export function navbarSwitchForPath(path: string): LinkMode {
  const [first, second] = segments(path);
  if (first === 'playwright') return second === 'api' ? 'api' : 'docs';
  return first === 'sdks' && canonicalSdk(second) !== undefined ? 'api' : 'docs';
}

/**
 * Where an SDK's `API Ref` (Playwright TypeScript: `API`) switch goes, relative to the site base:
 * the overview of the SDK's own pages (`sdks/<dir>`, whose sidebar lists its quickstart, guides and
 * class reference), `playwright/api/overview` for Playwright TypeScript.
 */
export function sdkReferenceLink(sdk: SdkKey): string {
  const entry = SDK_CATALOG[sdk];
  return entry.docsDir === undefined ? PLAYWRIGHT_API_OVERVIEW : `sdks/${entry.docsDir}`;
}

const PLAYWRIGHT_API_OVERVIEW = 'playwright/api/overview';

/**
 * Pages of an SDK folder (`sdks/<dir>/<rest>`, `''` for its overview) and the Playwright TypeScript
 * page that is truly the same page: the overview of the API, the quickstart, the changelog. Other
 * pages of either side have no counterpart (Playwright's `api/eyes-check` is not `check-settings`).
 */
const PLAYWRIGHT_EQUIVALENTS: ReadonlyArray<readonly [string, string]> = [
  ['', PLAYWRIGHT_API_OVERVIEW],
  ['quickstart', 'playwright/integration-with-playwright'],
  ['changelog', 'playwright/api/changelog'],
];

/**
 * The same page for another SDK, if it could exist: `sdks/<old>/<rest>` -> `sdks/<new>/<rest>`, and
 * between an SDK folder and Playwright TypeScript's area by {@link PLAYWRIGHT_EQUIVALENTS}.
 * `undefined` for a general page or when there is no counterpart.
 */
function samePageFor(path: string, sdk: SdkKey): string | undefined {
  const parts = segments(path);
  const owner = sdkForPath(path);
  if (owner === undefined) return undefined;
  const docsDir = SDK_CATALOG[sdk].docsDir;
  let rest: string | undefined;
  if (owner === 'playwright-ts') {
    const page = parts.join('/');
    rest = PLAYWRIGHT_EQUIVALENTS.find(([, playwright]) => playwright === page)?.[0];
  } else {
    rest = parts.slice(2).join('/');
  }
  if (rest === undefined) return undefined;
  if (docsDir === undefined) return PLAYWRIGHT_EQUIVALENTS.find(([folder]) => folder === rest)?.[1];
  return rest === '' ? `sdks/${docsDir}` : `sdks/${docsDir}/${rest}`;
}

/**
 * Where an SDK choice came from. `navbar`: the navbar's SDK selector.
 * `landing`: the picker embedded in the landing page, whose cards always lead
 * to the SDK's home (its quickstart). `picker`: any other embedded picker.
 */
export type SdkChoiceSource = 'navbar' | 'landing' | 'picker';

/** A reader's SDK choice, as passed to `navigationForSdkChoice`. */
export interface SdkChoice {
  /** The current path relative to the site base. */
  readonly path: string;
  /** The SDK chosen. */
  readonly sdk: SdkKey;
  /** Where the choice was made. */
  readonly source: SdkChoiceSource;
  /**
   * Whether the current general docs page applies to an SDK (e.g. its sidebar
   * entry's `sdks` list includes it or `all`). Omitted: every general page applies.
   * Not consulted for SDK-specific pages, which apply to their own SDK only.
   */
  readonly appliesToPage?: (sdk: SdkKey) => boolean;
  /**
   * Whether the site has a page at a path (relative to the site base, no leading slash:
   * `sdks/cypress/configuration`). Omitted: no page is known, so a choice on an SDK's page
   * goes to the new SDK's home link.
   */
  readonly pageExists?: (path: string) => boolean;
}

/** Which rule of {@link navigationForSdkChoice} decided an outcome. */
export type SdkChoiceRule = 'same-page' | 'playwright-home' | 'leave-sdk-page' | 'landing' | 'not-applicable' | 'stay';

/** What the app does after an SDK choice, besides saving `sdk` and closing the popup. */
export interface SdkChoiceOutcome {
  /** The SDK to select and save. */
  readonly sdk: SdkKey;
  /** Path (relative to the site base, no leading slash) to navigate to; `undefined` = stay on the page. */
  readonly to?: string;
  /** The rule that applied. */
  readonly rule: SdkChoiceRule;
}

/** Whether a page applies to an SDK: SDK-specific pages to their owner only, general pages per `appliesToPage`. */
function pageAppliesTo(path: string, sdk: SdkKey, appliesToPage: SdkChoice['appliesToPage']): boolean {
  const owner = sdkForPath(path);
  if (owner !== undefined) return owner === sdk;
  return appliesToPage ? appliesToPage(sdk) : true;
}

/**
 * What choosing an SDK does (the reader's place kept on SDK pages), first matching rule wins:
 *
 * 0. `stay`: the SDK the page belongs to keeps the reader there.
 * 1. `same-page`: leaving a page of another SDK (a choice from the navbar, or any choice in the
 *    Playwright area), the same page of the new SDK when `pageExists` says the site has it
 *    (`sdks/<new>/<rest>`; between an SDK folder and the Playwright area only the overview,
 *    quickstart and changelog correspond).
 * 2. `playwright-home`: choosing `playwright-ts` otherwise goes to `playwright`.
 * 3. `leave-sdk-page`: leaving a page of another SDK without a counterpart goes to the new SDK's
 *    `homeLink`.
 * 4. `landing`: a card of the landing page's picker goes to the SDK's `homeLink`.
 * 5. `not-applicable`: choosing from the navbar on a general page that does not apply to the new SDK
 *    (`appliesToPage` says no) goes to its `homeLink`.
 * 6. `stay`: otherwise the reader stays on the page.
 *
 * The caller saves `sdk` in every case; the sidebar mode and the navbar switch of the page reached
 * follow its path. `to` may equal the current path (e.g. choosing `playwright-ts` on `playwright`);
 * navigating there is harmless.
 *
 * @example
 * const pageExists = (path: string) => true;
 * navigationForSdkChoice({ path: '/sdks/selenium-python/configuration', sdk: 'cypress', source: 'navbar', pageExists });
 * // { sdk: 'cypress', to: 'sdks/cypress/configuration', rule: 'same-page' }
 * navigationForSdkChoice({ path: '/concepts', sdk: 'playwright-ts', source: 'navbar' });
 * // { sdk: 'playwright-ts', to: 'playwright', rule: 'playwright-home' }
 */
export function navigationForSdkChoice({ path, sdk, source, appliesToPage, pageExists }: SdkChoice): SdkChoiceOutcome {
  const home = SDK_CATALOG[sdk].homeLink;
  const owner = sdkForPath(path);
  if (owner === sdk) return { sdk, rule: 'stay' };
  // The page belongs to another SDK, and the choice leaves it: from the navbar, or anywhere in the Playwright area.
  const leaves = owner !== undefined && (source === 'navbar' || owner === 'playwright-ts');
  if (leaves) {
    const same = samePageFor(path, sdk);
    if (same !== undefined && pageExists?.(same)) return { sdk, to: same, rule: 'same-page' };
  }
  if (sdk === 'playwright-ts') return { sdk, to: home, rule: 'playwright-home' };
  if (leaves) return { sdk, to: home, rule: 'leave-sdk-page' };
  if (source === 'landing') return { sdk, to: home, rule: 'landing' };
  if (source === 'navbar' && !pageAppliesTo(path, sdk, appliesToPage)) {
    return { sdk, to: home, rule: 'not-applicable' };
  }
  return { sdk, rule: 'stay' };
}

const PLATFORM_SUBJECTS: Readonly<Record<SdkPlatform, string>> = {
  web: 'web apps',
  'mobile-web': 'mobile web apps',
  'mobile-native': 'native mobile apps',
  component: 'UI components',
  images: 'testing images',
};

/** The groups (platforms or API families) whose SDKs are all in `keys`, if `keys` is exactly their union. */
function wholeGroups<T extends string>(keys: readonly SdkKey[], groupOf: (key: SdkKey) => T): T[] | undefined {
  const groups = [...new Set(keys.map(groupOf))];
  const whole = SDK_KEYS.filter((key) => groups.includes(groupOf(key)));
  return whole.length === keys.length ? groups : undefined;
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** At most this many API families are named in a subject; more read as a list, not a subject. */
const MAX_NAMED_FAMILIES = 6;

/**
 * What a page that applies to some SDKs only is about, briefly, for "This page is about …": the one
 * SDK's name; else the platforms whose SDKs it covers, all of them (`web apps and UI components`);
 * else the platform its SDKs share (`native mobile apps`), except to a `reader` of another SDK of
 * that platform, who is told the API families the page covers whole instead (`Selenium,
 * WebdriverIO, and Watir`) when there are at most six. `undefined` when the list applies to every
 * SDK (`all`, no value) or to part of several platforms. Its values are read by `sdksForFilters` (keys, aliases,
 * platforms, API families).
 *
 * @example sdkListSubject(['espresso', 'xcui', 'appium-java-native']); // 'native mobile apps'
 * @example sdkListSubject(['playwright-ts']); // 'Playwright (TypeScript)'
 * @example sdkListSubject(['selenium', 'webdriverio'], 'cypress'); // 'Selenium and WebdriverIO'
 * @example sdkListSubject(['selenium', 'webdriverio'], 'espresso'); // 'web apps'
 */
export function sdkListSubject(sdks: readonly string[], reader?: SdkKey): string | undefined {
  const keys = limitingSdks(sdks);
  if (keys === undefined || keys.length === 0) return undefined;
  if (keys.length === 1) return SDK_CATALOG[keys[0] as SdkKey].name;
  const platforms = wholeGroups(keys, (key) => SDK_CATALOG[key].platform);
  if (platforms) return listFormat.format(platforms.map((platform) => PLATFORM_SUBJECTS[platform]));
  const shared = new Set(keys.map((key) => SDK_CATALOG[key].platform));
  if (shared.size !== 1) return undefined;
  const platform = [...shared][0] as SdkPlatform;
  const families = wholeGroups(keys, apiFamilyOf);
  if (reader && SDK_CATALOG[reader].platform === platform && families && families.length <= MAX_NAMED_FAMILIES) {
    return listFormat.format(families.map((family) => API_FAMILIES[family].label));
  }
  return PLATFORM_SUBJECTS[platform];
}
