import { canonicalSdk } from './aliases';
import { SDK_CATALOG } from './catalog';
import { DEFAULT_SDK, type SdkKey } from './keys';

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
 * The sidebar mode a page shows (SPEC section 4): `api` for the server API
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
 * The SDK state on page load (SPEC section 4): a path in the Playwright area
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
 * Where an SDK choice came from. `navbar`: the navbar's SDK selector.
 * `landing`: the picker embedded in the landing page, whose cards always lead
 * to the SDK's home (DESIGN section 3). `picker`: any other embedded picker.
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
}

/** Which rule of SPEC section 4 "SDK selection" decided an outcome. */
export type SdkChoiceRule = 'playwright-home' | 'leave-playwright' | 'landing' | 'not-applicable' | 'stay';

/** What the app does after an SDK choice, besides saving `sdk` and closing the popup. */
export interface SdkChoiceOutcome {
  /** The SDK to select and save. */
  readonly sdk: SdkKey;
  /** Path (relative to the site base, no leading slash) to navigate to; `undefined` = stay on the page. */
  readonly to?: string;
  /** New value of the Playwright link, when the rule sets it. */
  readonly playwrightLink?: LinkMode;
  /** New value of the sidebar link, when the rule sets it. */
  readonly sidebarLink?: LinkMode;
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
 * What choosing an SDK does (SPEC section 4 "SDK selection"), first matching rule wins:
 *
 * 1. `playwright-home`: choosing `playwright-ts` goes to `playwright` with the Playwright link `docs`.
 * 2. `leave-playwright`: choosing another SDK within the Playwright area goes to its `homeLink`
 *    with the sidebar link `docs`.
 * 3. `landing`: a card of the landing page's picker goes to the SDK's `homeLink`.
 * 4. `not-applicable`: choosing from the navbar on a page that does not apply to the new SDK goes to
 *    its `homeLink`. A page of another SDK never applies; a general page applies unless `appliesToPage` says no.
 * 5. `stay`: otherwise the reader stays on the page.
 *
 * The caller saves `sdk` in every case. `to` may equal the current path (e.g. choosing `playwright-ts`
 * on `playwright`); navigating there is harmless.
 *
 * @example
 * navigationForSdkChoice({ path: '/concepts', sdk: 'playwright-ts', source: 'navbar' });
 * // { sdk: 'playwright-ts', to: 'playwright', playwrightLink: 'docs', rule: 'playwright-home' }
 * navigationForSdkChoice({ path: '/sdks/cypress/eyes', sdk: 'selenium-java', source: 'navbar' });
 * // { sdk: 'selenium-java', to: 'sdks/selenium-java/quickstart', rule: 'not-applicable' }
 */
export function navigationForSdkChoice({ path, sdk, source, appliesToPage }: SdkChoice): SdkChoiceOutcome {
  const home = SDK_CATALOG[sdk].homeLink;
  if (sdk === 'playwright-ts') return { sdk, to: home, playwrightLink: 'docs', rule: 'playwright-home' };
  if (isPlaywrightPath(path)) return { sdk, to: home, sidebarLink: 'docs', rule: 'leave-playwright' };
  if (source === 'landing') return { sdk, to: home, rule: 'landing' };
  if (source === 'navbar' && !pageAppliesTo(path, sdk, appliesToPage)) {
    return { sdk, to: home, rule: 'not-applicable' };
  }
  return { sdk, rule: 'stay' };
}
