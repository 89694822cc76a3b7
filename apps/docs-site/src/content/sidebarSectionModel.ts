import type { SidebarCategory, SidebarItem, SidebarMode } from '@docs/content-model';
import { DEFAULT_SDK, sdkForPath, sidebarModeForPath, type SdkKey } from '@docs/sdk-catalog';

/**
 * A part of `tutorialSidebar` that is shipped on its own (the entry bundle holds
 * no full sidebar; see docs/architecture.md): `docs` is everything but the SDK
 * groups; `sdk/<key>` is one SDK's group with the categories above it.
 */
export type SidebarSectionKey = 'docs' | `sdk/${string}`;

/** The key of an SDK's section. */
export const sdkSectionKey = (sdk: string): SidebarSectionKey => `sdk/${sdk}`;

function withoutSdkGroups(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'link') return [item];
    if (item.sdk) return [];
    const children = withoutSdkGroups(item.items);
    return children.length > 0 ? [{ ...item, items: children }] : [];
  });
}

/** Every SDK group of a sidebar, each wrapped in copies of the categories above it. */
function sdkGroupsWithAncestors(items: readonly SidebarItem[]): [SdkKey, SidebarItem[]][] {
  return items.flatMap((item): [SdkKey, SidebarItem[]][] => {
    if (item.type === 'link') return [];
    if (item.sdk) return [[item.sdk, [item]]];
    return sdkGroupsWithAncestors(item.items).map(([sdk, inner]) => [sdk, [{ ...item, items: inner }]]);
  });
}

/**
 * Splits a resolved sidebar into its sections: `docs`, and `sdk/<key>` for
 * every SDK group. Merged back with {@link mergeSidebarSections}, the
 * sections give the same `sidebarFor`, `breadcrumbs` and `previousAndNext`
 * results as the whole sidebar.
 */
export function splitSidebarSections(sidebar: readonly SidebarItem[]): Record<SidebarSectionKey, SidebarItem[]> {
  const sections: Record<SidebarSectionKey, SidebarItem[]> = { docs: withoutSdkGroups(sidebar) };
  for (const [sdk, items] of sdkGroupsWithAncestors(sidebar)) sections[sdkSectionKey(sdk)] = items;
  return sections;
}

const isCategory = (item: SidebarItem): item is SidebarCategory => item.type === 'category';

/**
 * One sidebar from several sections, in the order given: categories with the
 * same label (and no SDK) at the same level are merged, so the SDK groups of
 * several `sdk/<key>` sections end up side by side under one `SDKs` category.
 */
export function mergeSidebarSections(sections: readonly (readonly SidebarItem[])[]): SidebarItem[] {
  const merged: SidebarItem[] = [];
  for (const section of sections) {
    for (const item of section) {
      const same = isCategory(item)
        ? merged.find(
            (other): other is SidebarCategory =>
              isCategory(other) && !other.sdk && !item.sdk && other.label === item.label,
          )
        : undefined;
      if (same && isCategory(item)) {
        merged[merged.indexOf(same)] = { ...same, items: mergeSidebarSections([same.items, item.items]) };
      } else merged.push(item);
    }
  }
  return merged;
}

/** What a view of the sidebar shows: the reader's SDK, the mode and the current path. */
export interface SidebarView {
  sdk: SdkKey;
  mode: SidebarMode;
  path: string;
}

/** A path in the server API reference or its Playwright copy, with or without the base path (as `sidebarFor` decides). */
const SERVER_API = /(^|\/)reference\/server-api(\/|$)/;

/** The sections `sidebarFor` needs for a view: `docs`, or the SDK's section in `api` mode outside the server API. */
export function sidebarSectionsFor(view: SidebarView): SidebarSectionKey[] {
  if (view.mode === 'docs') return ['docs'];
  // The server API reference (and its Playwright copy) is a category of `docs`.
  return SERVER_API.test(view.path) ? ['docs'] : [sdkSectionKey(view.sdk)];
}

/**
 * The sections a page needs when it is entered: those of the view its URL
 * decides (the page's own SDK and sidebar mode), plus its own
 * SDK's group for the breadcrumbs of pages listed there.
 */
export function sidebarSectionsForPage(path: string): SidebarSectionKey[] {
  const owner = sdkForPath(path);
  const keys = sidebarSectionsFor({ path, mode: sidebarModeForPath(path), sdk: owner ?? DEFAULT_SDK });
  if (owner && !keys.includes(sdkSectionKey(owner))) keys.push(sdkSectionKey(owner));
  return keys;
}
