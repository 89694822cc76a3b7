import { closestApplyingLink, sdksInclude, type SidebarItem } from '@docs/content-model';
import { SDK_CATALOG, SDK_KEYS, sdkListSubject, type SdkKey } from '@docs/sdk-catalog';

/** What `DocSdkNotice` shows for one SDK a page does not apply to. */
export interface SdkNoticeView {
  sdk: SdkKey;
  sdkName: string;
  subject: string | undefined;
  alternative: { href: string; label: string };
}

/**
 * The notice a general page gives an SDK it does not apply to (its front matter's `sdks` list does
 * not include it): what the page is about (`sdkListSubject`) and the closest page that applies, the
 * nearest applying entry of the sidebar, else the SDK's home. `undefined` when the page applies.
 */
export function sdkNoticeFor(
  page: { docId: string; sdks: readonly string[] | undefined },
  sidebar: readonly SidebarItem[],
  sdk: SdkKey,
): SdkNoticeView | undefined {
  if (sdksInclude(page.sdks, sdk)) return undefined;
  const entry = SDK_CATALOG[sdk];
  const closest = closestApplyingLink(sidebar, page.docId, sdk);
  return {
    sdk,
    sdkName: entry.name,
    subject: sdkListSubject(page.sdks ?? [], sdk),
    alternative: closest
      ? { href: closest.href, label: closest.label }
      : { href: `/${entry.homeLink}`, label: `${entry.name} quickstart` },
  };
}

/** The notices of every SDK a page does not apply to, for a page rendered before the reader's SDK is known. */
export function sdkNoticesForEverySdk(
  page: { docId: string; sdks: readonly string[] | undefined },
  sidebar: readonly SidebarItem[],
): SdkNoticeView[] {
  return SDK_KEYS.flatMap((sdk) => sdkNoticeFor(page, sidebar, sdk) ?? []);
}
