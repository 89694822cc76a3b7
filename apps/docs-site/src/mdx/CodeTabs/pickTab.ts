import { pickLanguage } from '@docs/sdk-catalog';

/** Index of the tab to show first: the SDK's language, a close one (TypeScript for JavaScript), else the first tab. */
export function pickTab(tabLanguages: readonly string[], sdkLanguage: string): number {
  return pickLanguage(tabLanguages, sdkLanguage);
}

/**
 * For each tab, the SDK languages that open it first (`pickTab`), space
 * separated, for the markup of a page rendered before the reader's SDK is
 * known (src/sdk/sdkEntries.ts). Each language opens exactly one tab; a tab
 * that none opens gets `''`.
 *
 * @example tabsBySdkLanguage(['java', 'python'], ['java', 'python', 'ruby']) // ['java ruby', 'python']
 */
export function tabsBySdkLanguage(tabLanguages: readonly string[], sdkLanguages: readonly string[]): string[] {
  const opening = tabLanguages.map((): string[] => []);
  for (const language of new Set(sdkLanguages)) opening[pickTab(tabLanguages, language)]?.push(language);
  return opening.map((languages) => languages.join(' '));
}
