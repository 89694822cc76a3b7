import { SDK_CATALOG, type SdkKey } from '@docs/sdk-catalog';

/**
 * The names type-ahead matches, one per card in card order: each SDK's visible name (without
 * its badge). A card repeating an SDK of an earlier card (Popular repeats cards of the other
 * groups) gets the name followed by one zero-width space per earlier card: Floating UI finds
 * the matched card by the name's first place in this list, so equal names would hold
 * type-ahead on the first of them; what a reader types has no zero-width space.
 *
 * @example
 * typeaheadNames(['cypress', 'testcafe', 'cypress']); // ['Cypress', 'TestCafe', 'Cypress\u200b']
 */
export function typeaheadNames(sdks: readonly SdkKey[]): string[] {
  return sdks.map((sdk, index) => {
    const earlier = sdks.slice(0, index).filter((other) => other === sdk).length;
    return SDK_CATALOG[sdk].name + '\u200b'.repeat(earlier);
  });
}

/** Whether `typed` (lower case) starts `name` (lower case) or one of its words (after a space or `(`). */
function startsAWord(name: string, typed: string): boolean {
  for (let at = name.indexOf(typed); at !== -1; at = name.indexOf(typed, at + 1)) {
    if (at === 0 || /[\s(]/.test(name.charAt(at - 1))) return true;
  }
  return false;
}

/**
 * The first name of `names` (in the order to search, which starts after the focused card)
 * that starts with what was typed, ignoring case: as menus match. When none does, the first
 * with a word that starts with it, so `pyth` finds "Playwright Python" (no SDK name starts
 * with a language). `undefined` when nothing matches.
 *
 * @example
 * matchTypeahead(['Cypress', 'Selenium Python'], 'sel'); // 'Selenium Python'
 * matchTypeahead(['Cypress', 'Selenium Python'], 'pyth'); // 'Selenium Python'
 */
export function matchTypeahead(names: readonly (string | null)[], typed: string): string | undefined {
  const wanted = typed.toLocaleLowerCase();
  const named = names.filter((name): name is string => name !== null);
  return (
    named.find((name) => name.toLocaleLowerCase().startsWith(wanted)) ??
    named.find((name) => startsAWord(name.toLocaleLowerCase(), wanted))
  );
}
