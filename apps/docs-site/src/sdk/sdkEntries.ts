import {
  SDK_CATALOG,
  SDK_KEYS,
  sdkForPath,
  sidebarModeForPath,
  type SdkKey,
  type SdkLanguage,
} from '@docs/sdk-catalog';

/**
 * Content that only some SDKs see, on pages where only the stored SDK decides
 * which (the URL names no SDK: general docs, the server API reference, the
 * landing page). The server cannot know that SDK, and React must hydrate the
 * markup the server made, so until the stored SDK has been read those pages
 * render what every SDK would see, marked:
 *
 * - sidebar entries (and previous/next links) for some SDKs only carry
 *   `data-sdks="<keys>"` (`Sidebar`'s `markSdks`);
 * - every tab and panel of a set of code tabs carries
 *   `data-sdk-languages="<languages>"`, the SDK languages that open it first.
 *
 * A stylesheet rule written before the first paint (`addStoredSdkRule` in
 * head/prePaint.ts) shows what the reader's SDK sees and hides the rest.
 * Once the stored SDK has been read, the app renders that SDK's own view,
 * which looks the same, without the marks.
 */

/** Whether the SDK on the page at `path` is the stored one (the URL names none). */
export function storedSdkDecides(path: string): boolean {
  return sdkForPath(path) === undefined;
}

/** Whether the docs sidebar on the page at `path` depends on the stored SDK alone. */
export function storedSdkDecidesSidebar(path: string): boolean {
  return storedSdkDecides(path) && sidebarModeForPath(path) === 'docs';
}

/** The rule that hides the entries an SDK does not see; `{sdk}` stands for its key. */
export const SDK_ENTRIES_RULE = '[data-sdks]:not([data-sdks~="{sdk}"]) { display: none; }';

/**
 * The looks of a selected and an unselected tab, for rules written before the
 * app runs. They repeat the selected and unselected looks of
 * CodeTabs.module.css (these rules' `html` outweighs its rules, whichever
 * stylesheet comes last); only colour and weight change, so nothing moves
 * when the app takes over.
 */
const TAB_UNSELECTED_LOOK =
  'border-bottom-color: transparent; color: var(--docs-color-text-muted, #4a5565); font-weight: inherit;';
const TAB_SELECTED_LOOK =
  'border-bottom-color: var(--docs-color-link, #1d4ed8); color: var(--docs-color-text, #1c2430); font-weight: 600;';

/**
 * The rules that open, in every set of code tabs, the tab the SDK's language
 * selects; `{language}` stands for that language: its panel shows whatever
 * the prerendered `hidden` attributes say.
 */
export const CODE_TABS_RULE = [
  'html [role="tabpanel"][data-sdk-languages]:not([data-sdk-languages~="{language}"]) { display: none; }',
  'html [role="tabpanel"][data-sdk-languages~="{language}"] { display: block; }',
  `html [role="tab"][data-sdk-languages]:not([data-sdk-languages~="{language}"]) { ${TAB_UNSELECTED_LOOK} }`,
  `html [role="tab"][data-sdk-languages~="{language}"] { ${TAB_SELECTED_LOOK} }`,
].join(' ');

/**
 * The rules that open, in every set of code tabs that has it, the tab of the
 * language the reader chose by hand (src/sdk/codeLanguageChoice.ts);
 * `{chosen}` stands for it. They outweigh `CODE_TABS_RULE` (more specific),
 * as the choice outweighs the SDK's language; sets without that language keep
 * the SDK's tab.
 */
export const CODE_LANGUAGE_RULE = [
  'html div:has(> [role="tablist"] > [role="tab"][data-tab-language="{chosen}"]) > [role="tabpanel"][data-tab-language]:not([data-tab-language="{chosen}"]) { display: none; }',
  'html div:has(> [role="tablist"] > [role="tab"][data-tab-language="{chosen}"]) > [role="tabpanel"][data-tab-language="{chosen}"] { display: block; }',
  `html [role="tablist"]:has(> [role="tab"][data-tab-language="{chosen}"]) > [role="tab"][data-tab-language]:not([data-tab-language="{chosen}"]) { ${TAB_UNSELECTED_LOOK} }`,
  `html [role="tablist"]:has(> [role="tab"][data-tab-language="{chosen}"]) > [role="tab"][data-tab-language="{chosen}"] { ${TAB_SELECTED_LOOK} }`,
].join(' ');

/** Whether prerendered markup carries code tabs marked with their language (see `CODE_LANGUAGE_RULE`). */
export function hasCodeLanguageMarks(markup: string): boolean {
  return markup.includes(' data-tab-language="');
}

/** Every rule that shows what the stored SDK sees: `{sdk}` stands for its key, `{language}` for its language. */
export const STORED_SDK_RULES = `${SDK_ENTRIES_RULE} ${CODE_TABS_RULE}`;

/** The language of every SDK, by key: what the pre-paint script needs to fill in `{language}`. */
export const SDK_LANGUAGES: Readonly<Record<SdkKey, SdkLanguage>> = Object.fromEntries(
  SDK_KEYS.map((key) => [key, SDK_CATALOG[key].language]),
) as Record<SdkKey, SdkLanguage>;

/** Whether prerendered markup carries content marked for some SDKs or SDK languages only. */
export function hasStoredSdkMarks(markup: string): boolean {
  return / data-sdks="| data-sdk-languages="/.test(markup);
}
