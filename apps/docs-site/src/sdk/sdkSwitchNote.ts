import { SDK_PAGE_LABELS, type SdkPageSlug } from '@docs/content-model';
import { SDK_CATALOG, sdkForPath, type SdkChoiceOutcome } from '@docs/sdk-catalog';

/** What a page is called in a note: a standard SDK page by its sidebar label (`Runners`), the overview as `Overview`. */
function standardPageLabel(path: string): string | undefined {
  const rest = /^\/?sdks\/[^/]+(?:\/(.+?))?\/?$/.exec(path);
  if (!rest) return undefined;
  const slug = rest[1] ?? 'index';
  return slug.startsWith('reference/') ? undefined : SDK_PAGE_LABELS[slug as SdkPageSlug];
}

/**
 * The note a reader sees on the page an SDK choice took them to, when it is not the page they
 * were on because the new SDK has no such page, or the page does not apply to it. Without it,
 * choosing Image Tester on Espresso's Runners page silently showed Image Tester's Quickstart.
 * `undefined` when the reader stays, or reaches the same page of the new SDK, or simply goes to
 * the new SDK's home from a page that was no other SDK's (a landing card, Playwright from a
 * general page): nothing to explain.
 *
 * @param from - the path the reader was on (`/sdks/espresso/runners`) and that page's title.
 * @example sdkSwitchNote({ sdk: 'image-tester', to: 'sdks/image-tester/quickstart', rule: 'leave-sdk-page' }, { path: '/sdks/espresso/runners', title: 'Runners: Espresso' })
 * // 'Image Tester has no Runners page, so here is its Quickstart.'
 */
export function sdkSwitchNote(outcome: SdkChoiceOutcome, from: { path: string; title?: string }): string | undefined {
  if (outcome.to === undefined) return undefined;
  const name = SDK_CATALOG[outcome.sdk].name;
  const target = standardPageLabel(outcome.to) ?? 'home page';
  const left = standardPageLabel(from.path);
  const leftSdkPage = sdkForPath(from.path) !== undefined;
  if (outcome.rule === 'leave-sdk-page' || (outcome.rule === 'playwright-home' && leftSdkPage)) {
    return left
      ? `${name} has no ${left} page, so here is its ${target}.`
      : `${name} has no page like ${from.title ? `“${from.title}”` : 'the one you were on'}, so here is its ${target}.`;
  }
  if (outcome.rule === 'not-applicable') {
    return `${from.title ? `“${from.title}”` : 'The page you were on'} does not apply to ${name}, so here is its ${target}.`;
  }
  return undefined;
}
