import type { SdkKey } from '@docs/sdk-catalog';
import type { SdkKind, SidebarDocDefinition, SidebarItemDefinition, SidebarSdkDefinition } from './types';

/** Subpages every SDK folder has, CLI or code-based. */
export const SDK_BASE_SLUGS = ['index', 'quickstart', 'changelog', 'configuration'] as const;

/** Guide subpages code-based SDKs add. */
export const SDK_GUIDE_SLUGS = ['check-settings', 'runners', 'ufg', 'advanced', 'batch-close', 'eyes'] as const;

/** Class-reference subpages code-based SDKs add, under `reference/`. */
export const SDK_REFERENCE_SLUGS = [
  'reference/eyes',
  'reference/configuration',
  'reference/check-settings',
  'reference/runner',
  'reference/batch-info',
] as const;

/** A subpage slug of an SDK folder. */
export type SdkPageSlug =
  (typeof SDK_BASE_SLUGS)[number] | (typeof SDK_GUIDE_SLUGS)[number] | (typeof SDK_REFERENCE_SLUGS)[number];

/**
 * The standard subpages of an SDK folder by kind of SDK: every folder has at
 * least index, quickstart, changelog and configuration.
 * One uniform set: `cli` is the four base pages; `code` adds the guide pages
 * and the five class-reference pages.
 */
export const SDK_PAGE_SLUGS: Readonly<Record<SdkKind, readonly SdkPageSlug[]>> = {
  cli: SDK_BASE_SLUGS,
  code: [...SDK_BASE_SLUGS, ...SDK_GUIDE_SLUGS, ...SDK_REFERENCE_SLUGS],
};

/** Sidebar label of each standard SDK subpage. */
export const SDK_PAGE_LABELS: Readonly<Record<SdkPageSlug, string>> = {
  index: 'Overview',
  quickstart: 'Quickstart',
  changelog: 'Changelog',
  configuration: 'Configuration',
  'check-settings': 'Check settings',
  runners: 'Runners',
  ufg: 'Ultrafast Grid',
  advanced: 'Advanced usage',
  'batch-close': 'Closing batches',
  eyes: 'The Eyes object',
  'reference/eyes': 'Eyes',
  'reference/configuration': 'Configuration',
  'reference/check-settings': 'CheckSettings',
  'reference/runner': 'Runner',
  'reference/batch-info': 'BatchInfo',
};

/**
 * A folder of SDK pages under the docs root and the SDK that owns it.
 * Folders are `sdks/<key>` for every key but `playwright-ts`, plus
 * `sdks/storybook-angular` owned by `storybook`; the caller supplies them
 * (from the SDK catalogue) so this model stays decoupled from it.
 */
export interface SdkFolder {
  /** Folder relative to the docs root, e.g. `sdks/cypress`. */
  dir: string;
  /** The SDK that owns the pages. */
  sdk: SdkKey;
  /** Subpage slugs in the folder, e.g. `quickstart`, `reference/eyes`. */
  slugs: readonly string[];
}

/**
 * The standard subpages of a kind of SDK, but those `without` names: guide pages about a feature
 * the SDK does not have (the Ultrafast Grid page of an SDK that uploads images). The base pages
 * every folder has cannot be left out.
 */
export function sdkPageSlugs(kind: SdkKind, without: readonly SdkPageSlug[] = []): readonly SdkPageSlug[] {
  const base = without.filter((slug) => (SDK_BASE_SLUGS as readonly string[]).includes(slug));
  if (base.length > 0) {
    throw new Error(
      `An SDK folder cannot leave out ${base.join(', ')}: every folder has ${SDK_BASE_SLUGS.join(', ')}; only guide and reference pages may be left out.`,
    );
  }
  return without.length === 0 ? SDK_PAGE_SLUGS[kind] : SDK_PAGE_SLUGS[kind].filter((slug) => !without.includes(slug));
}

/**
 * An SDK folder with the standard subpages for its kind of SDK, but those `without` names.
 *
 * @example standardSdkFolder({ dir: 'sdks/image-tester', sdk: 'image-tester', kind: 'cli' })
 * // { dir: 'sdks/image-tester', sdk: 'image-tester', slugs: ['index', 'quickstart', 'changelog', 'configuration'] }
 */
export function standardSdkFolder(input: {
  dir: string;
  sdk: SdkKey;
  kind: SdkKind;
  without?: readonly SdkPageSlug[];
}): SdkFolder {
  return { dir: input.dir.replace(/\/+$/, ''), sdk: input.sdk, slugs: sdkPageSlugs(input.kind, input.without) };
}

/** Doc ids of the pages in an SDK folder, e.g. `sdks/cypress/quickstart`. */
export function sdkFolderDocIds(folder: SdkFolder): string[] {
  return folder.slugs.map((slug) => `${folder.dir}/${slug}`);
}

function link(dir: string, slug: SdkPageSlug): SidebarDocDefinition {
  return { doc: `${dir}/${slug}`, label: SDK_PAGE_LABELS[slug] };
}

/**
 * The sidebar items of an SDK folder's standard pages, without the quickstart:
 * `pages` are the overview and guide pages (changelog last), `reference` the
 * class-reference pages.
 */
export function sdkFolderSidebarItems(
  dir: string,
  kind: SdkKind,
  without: readonly SdkPageSlug[] = [],
): { pages: SidebarDocDefinition[]; reference: SidebarDocDefinition[] } {
  const slugs = sdkPageSlugs(kind, without);
  const isReference = (slug: SdkPageSlug) => slug.startsWith('reference/');
  const guides = slugs.filter((slug) => slug !== 'quickstart' && slug !== 'changelog' && !isReference(slug));
  return {
    pages: [...guides, 'changelog' as const].map((slug) => link(dir, slug)),
    reference: slugs.filter(isReference).map((slug) => link(dir, slug)),
  };
}

/**
 * The sidebar group of one SDK for its standard folder: Quickstart, the
 * overview and guide pages, then the `SDK reference` category (code-based SDKs).
 *
 * @param input - the SDK, its folder and kind; `label` names the group, `items` are appended after the guides.
 */
export function sdkSidebarDefinition(input: {
  sdk: SdkKey;
  dir: string;
  kind: SdkKind;
  /** Standard pages the folder leaves out (see `sdkPageSlugs`). */
  without?: readonly SdkPageSlug[];
  label?: string;
  items?: SidebarItemDefinition[];
}): SidebarSdkDefinition {
  const dir = input.dir.replace(/\/+$/, '');
  const { pages, reference } = sdkFolderSidebarItems(dir, input.kind, input.without);
  return {
    sdk: input.sdk,
    label: input.label ?? input.sdk,
    quickstart: `${dir}/quickstart`,
    items: [...pages, ...(input.items ?? [])],
    ...(reference.length > 0 ? { reference } : {}),
  };
}
