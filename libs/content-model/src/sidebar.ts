import {
  isSdkFilter,
  limitingSdks,
  SDK_FILTER_NAMES,
  SDK_KEYS,
  sdkFiltersInclude,
  type SdkKey,
} from '@docs/sdk-catalog';
import { unknownIdError } from './errors';
import { BASE_PATH, docPath } from './routes';
import {
  TUTORIAL_SIDEBAR,
  type SdkFilter,
  type Sidebar,
  type SidebarCategory,
  type SidebarCategoryDefinition,
  type SidebarDefinition,
  type SidebarDocDefinition,
  type SidebarItem,
  type SidebarItemDefinition,
  type SidebarLink,
  type SidebarSdkDefinition,
} from './types';

/** Label of every SDK's Quickstart entry. */
export const QUICKSTART_LABEL = 'Quickstart';

/** Label of every SDK's reference category. */
export const SDK_REFERENCE_LABEL = 'SDK reference';

/** Options of {@link resolveSidebar}. */
export interface ResolveSidebarOptions {
  /** Every doc id that exists (e.g. from the files under `content/docs`). */
  docIds: Iterable<string>;
  /** Label of a doc when the definition sets none: usually its `sidebar_label` or title. */
  labelOf?: (docId: string) => string | undefined;
  /** Sidebar name used in error messages; default `tutorialSidebar`. */
  sidebarId?: string;
  /**
   * The `sdks` front matter of a doc, if any: a link the definition gives no `sdks` (nor its
   * category) takes its page's, when that limits it to some SDKs, so a page states once whom it
   * is for.
   */
  sdksOf?: (docId: string) => readonly SdkFilter[] | undefined;
}

/**
 * A readable label made from a doc id, used when neither the definition nor
 * `labelOf` gives one: the last segment (the folder's for an `index`), dashes
 * as spaces, first letter upper case.
 *
 * @example labelFromDocId('getting-started/what-is-eyes') // 'What is eyes'
 * @example labelFromDocId('concepts/eyes-test-manager/apps-&-tests') // 'Apps & tests'
 */
export function labelFromDocId(docId: string): string {
  const segments = docId.split('/');
  let last = segments.pop() ?? docId;
  if (last === 'index') last = segments.pop() ?? 'Home';
  const words = last.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isDocDefinition(item: SidebarItemDefinition): item is SidebarDocDefinition | string {
  return typeof item === 'string' || 'doc' in item;
}

function isSdkDefinition(item: SidebarItemDefinition): item is SidebarSdkDefinition {
  return typeof item === 'object' && 'sdk' in item && 'quickstart' in item;
}

/**
 * Resolves a sidebar definition against the docs that exist: every link gets
 * its route path and label, every category its defaults (collapsible, and
 * collapsed unless set otherwise), SDK groups become categories with `sdk` set.
 * Links inherit the `sdks` filter of their enclosing category or SDK group; a link with
 * neither takes its page's `sdks` front matter (`sdksOf`) when it leaves out some SDK.
 *
 * @throws ContentError when a link names an unknown doc id or an SDK filter
 * value names no SDK key, alias, platform or API family; the message lists the available ids, closest first.
 */
export function resolveSidebar(definition: SidebarDefinition, options: ResolveSidebarOptions): Sidebar {
  const known = new Set(options.docIds);
  const sidebarId = options.sidebarId ?? TUTORIAL_SIDEBAR;

  const checkSdks = (sdks: SdkFilter[] | undefined): SdkFilter[] | undefined => {
    for (const sdk of sdks ?? []) {
      if (!isSdkFilter(sdk)) throw unknownIdError('SDK filter', sdk, SDK_FILTER_NAMES, `in sidebar "${sidebarId}"`);
    }
    return sdks ? [...sdks] : undefined;
  };

  // Not checked here: the page's front matter check names its file and field for a bad value.
  const pageSdks = (doc: string): SdkFilter[] | undefined => {
    const sdks = options.sdksOf?.(doc);
    return limitingSdks(sdks) === undefined ? undefined : [...(sdks ?? [])];
  };

  const linkTo = (doc: string, label: string | undefined, sdks: SdkFilter[] | undefined): SidebarLink => {
    if (!known.has(doc)) throw unknownIdError('doc id', doc, known, `in sidebar "${sidebarId}"`);
    const resolved: SidebarLink = {
      type: 'link',
      docId: doc,
      href: docPath(doc),
      label: label ?? options.labelOf?.(doc) ?? labelFromDocId(doc),
    };
    if (sdks) resolved.sdks = sdks;
    return resolved;
  };

  const category = (
    label: string,
    items: SidebarItem[],
    def: Pick<SidebarCategoryDefinition, 'collapsed' | 'collapsible'>,
  ): SidebarCategory => ({
    type: 'category',
    label,
    collapsible: def.collapsible ?? true,
    collapsed: def.collapsed ?? true,
    items,
  });

  const resolveItem = (item: SidebarItemDefinition, inherited: SdkFilter[] | undefined): SidebarItem => {
    if (isDocDefinition(item)) {
      const def = typeof item === 'string' ? { doc: item } : item;
      return linkTo(def.doc, def.label, checkSdks(def.sdks) ?? inherited ?? pageSdks(def.doc));
    }
    if (isSdkDefinition(item)) {
      const sdks = checkSdks([item.sdk]);
      const items: SidebarItem[] = [
        linkTo(item.quickstart, QUICKSTART_LABEL, sdks),
        ...(item.items ?? []).map((child) => resolveItem(child, sdks)),
      ];
      const reference = (item.reference ?? []).map((child) => resolveItem(child, sdks));
      if (reference.length > 0) items.push(category(SDK_REFERENCE_LABEL, reference, {}));
      return { ...category(item.label ?? item.sdk, items, {}), sdk: item.sdk };
    }
    const sdks = checkSdks(item.sdks) ?? inherited;
    return category(
      item.category,
      item.items.map((child) => resolveItem(child, sdks)),
      item,
    );
  };

  return definition.map((item) => resolveItem(item, undefined));
}

/**
 * What the helpers below work out, kept per sidebar (or entry) object. Every page of a section asks
 * the same questions of the same sidebar; answering them anew each time made prerendering, and each
 * client navigation, grow with the size of the whole site. Sidebars are never changed in place (the
 * helpers return new objects, and share what they return: treat it as read-only).
 */
function cached<T>(cache: WeakMap<object, Map<string, T>>, owner: object, key: string, make: () => T): T {
  let byKey = cache.get(owner);
  if (!byKey) cache.set(owner, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, make());
  return byKey.get(key) as T;
}

const linksCache = new WeakMap<object, Map<string, readonly SidebarLink[]>>();
/** `sidebarFor` and `docsSidebarForEverySdk`, by view. */
const viewCache = new WeakMap<object, Map<string, readonly SidebarItem[]>>();
const seeingCache = new WeakMap<object, Map<string, readonly SdkKey[] | undefined>>();

/** Every link of a sidebar, depth first, in display order. */
export function sidebarLinks(sidebar: readonly SidebarItem[]): readonly SidebarLink[] {
  return cached(linksCache, sidebar, '', () =>
    sidebar.flatMap((item) => (item.type === 'link' ? [item] : sidebarLinks(item.items))),
  );
}

/**
 * Whether an `sdks` list (front matter or sidebar) covers an SDK: no list, `all`, or a value standing
 * for it (its key or alias, its platform, its API family: `sdkFiltersInclude`).
 */
export function sdksInclude(sdks: readonly string[] | undefined, sdk: SdkKey): boolean {
  return sdkFiltersInclude(sdks, sdk);
}

/** Whether a link applies to an SDK: no `sdks` list, or a value standing for it (`sdksInclude`). */
export function linkAppliesTo(link: SidebarLink, sdk: SdkKey): boolean {
  return sdksInclude(link.sdks, sdk);
}

/** Which sidebar to show: general docs, or the API reference of the SDK (or server API). */
export type SidebarMode = 'docs' | 'api';

/** Options of {@link sidebarFor}. */
export interface SidebarForOptions {
  /** The current SDK. */
  sdk: SdkKey;
  mode: SidebarMode;
  /** Current route path (with or without the base path); decides the server API reference in `api` mode. */
  path?: string;
  /**
   * The doc on screen: in `docs` mode its own link stays even when it does not apply to the SDK, so
   * a page that does not apply keeps its sidebar entry and previous/next links.
   */
  docId?: string;
}

/**
 * The general docs (no SDK groups) with the links `keep` accepts; categories left empty are dropped.
 * A link `forEvery` accepts is kept without its `sdks` list (every SDK sees it).
 */
function filterDocs(
  items: readonly SidebarItem[],
  keep: (link: SidebarLink) => boolean,
  forEvery?: (link: SidebarLink) => boolean,
): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'link') {
      if (forEvery?.(item) && item.sdks) {
        const everyone: SidebarLink = { ...item };
        delete everyone.sdks;
        return [everyone];
      }
      return keep(item) || forEvery?.(item) ? [item] : [];
    }
    if (item.sdk) return [];
    const children = filterDocs(item.items, keep, forEvery);
    return children.length > 0 ? [{ ...item, items: children }] : [];
  });
}

/**
 * The `docs` sidebar of every SDK at once: the general docs with the entries
 * that only some SDKs see kept, for a page rendered before the reader's SDK is
 * known. {@link sdksSeeing} tells which SDKs see each entry; leaving out the
 * entries an SDK does not see gives `sidebarFor(sidebar, { sdk, mode: 'docs', docId })`.
 * The link of `docId` (the page on screen), which every SDK sees, carries no
 * `sdks` list in the result.
 */
export function docsSidebarForEverySdk(sidebar: readonly SidebarItem[], docId?: string): readonly SidebarItem[] {
  return cached(viewCache, sidebar, `every ${docId ?? ''}`, () =>
    filterDocs(sidebar, () => true, docId === undefined ? undefined : (link) => link.docId === docId),
  );
}

/**
 * The SDKs that see an entry of a `docs` sidebar, `undefined` when every SDK
 * does: the SDK keys a link's `sdks` list stands for (`limitingSdks`: none when
 * it applies to every SDK); for a category, the SDKs of all its links together,
 * unless one of them is for every SDK.
 *
 * @example sdksSeeing({ type: 'link', ..., sdks: ['espresso', 'xcui'] }) // ['espresso', 'xcui']
 * @example sdksSeeing({ type: 'link', ..., sdks: ['component'] }) // ['storybook']
 */
export function sdksSeeing(item: SidebarItem): readonly SdkKey[] | undefined {
  return cached(seeingCache, item, '', () => {
    const seeing = new Set<SdkKey>();
    for (const link of item.type === 'link' ? [item] : sidebarLinks(item.items)) {
      const sdks = limitingSdks(link.sdks);
      if (!sdks) return undefined;
      for (const sdk of sdks) seeing.add(sdk);
    }
    return [...seeing];
  });
}

function findCategory(
  items: readonly SidebarItem[],
  test: (category: SidebarCategory) => boolean,
): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (test(item)) return item;
    const found = findCategory(item.items, test);
    if (found) return found;
  }
  return undefined;
}

const SERVER_API = 'reference/server-api';

function relativePath(path: string): string {
  const base = BASE_PATH.replace(/\/$/, '');
  let rest = path.split(/[?#]/)[0] ?? '';
  if (rest === base || rest.startsWith(`${base}/`)) rest = rest.slice(base.length);
  return rest.replace(/^\/+|\/+$/g, '');
}

/**
 * The part of the sidebar to show, by sidebar mode.
 *
 * - `docs`: the general docs, filtered to links whose `sdks` include the SDK
 *   or `all` (or that have no list); SDK groups and categories left empty are
 *   dropped. The top link (Test Manager) stays first.
 * - `api` on a `reference/server-api` path (also the Playwright copy under
 *   `playwright/reference/server-api`): `[the server API category]`, opened.
 * - `api` elsewhere: the items of the SDK's group, i.e. its Quickstart link,
 *   its other pages and its `SDK reference` category; `[]` when the sidebar has
 *   no group for the SDK.
 */
export function sidebarFor(sidebar: readonly SidebarItem[], options: SidebarForOptions): readonly SidebarItem[] {
  const { sdk, docId } = options;
  if (options.mode === 'docs') {
    const applies = (link: SidebarLink) => linkAppliesTo(link, sdk);
    // The page's own link changes the view only where it does not apply: one cached view per SDK otherwise.
    const keepOwn = docId !== undefined && sidebarLinks(sidebar).some((link) => link.docId === docId && !applies(link));
    return keepOwn
      ? cached(viewCache, sidebar, `docs ${sdk} ${docId}`, () =>
          filterDocs(sidebar, (link) => applies(link) || link.docId === docId),
        )
      : cached(viewCache, sidebar, `docs ${sdk}`, () => filterDocs(sidebar, applies));
  }
  const path = options.path === undefined ? '' : relativePath(options.path);
  const at = `/${path}/`.indexOf(`/${SERVER_API}/`);
  if (at >= 0) {
    const prefix = `${path.slice(0, at)}${SERVER_API}/`;
    return cached(viewCache, sidebar, `server ${prefix}`, () => {
      const links = (category: SidebarCategory) => sidebarLinks(category.items);
      const category = findCategory(
        sidebar,
        (candidate) => links(candidate).length > 0 && links(candidate).every((link) => link.docId.startsWith(prefix)),
      );
      return category ? [{ ...category, collapsed: false }] : [];
    });
  }
  return findCategory(sidebar, (candidate) => candidate.sdk === sdk)?.items ?? [];
}

/** One step of a breadcrumb trail. */
export interface Breadcrumb {
  label: string;
  /** Route path of a link; categories have none. */
  href?: string;
  docId?: string;
}

/**
 * The trail of categories down to a doc's link, the link last; `[]` when the
 * doc is not in the sidebar.
 *
 * @example breadcrumbs(sidebar, 'getting-started/eyes-workflow/baselines')
 * // [{ label: 'Getting started' }, { label: 'Eyes workflow' }, { label: 'Baselines', href: '/getting-started/eyes-workflow/baselines', docId: '...' }]
 */
export function breadcrumbs(sidebar: readonly SidebarItem[], docId: string): readonly Breadcrumb[] {
  return trailsOf(sidebar).get(docId) ?? [];
}

const trailsCache = new WeakMap<object, Map<string, ReadonlyMap<string, readonly Breadcrumb[]>>>();

/** The trail of every doc in a sidebar, by doc id (its first link in display order). */
function trailsOf(sidebar: readonly SidebarItem[]): ReadonlyMap<string, readonly Breadcrumb[]> {
  return cached(trailsCache, sidebar, '', () => {
    const trails = new Map<string, readonly Breadcrumb[]>();
    const walk = (items: readonly SidebarItem[], above: readonly Breadcrumb[]) => {
      for (const item of items) {
        if (item.type === 'category') walk(item.items, [...above, { label: item.label }]);
        else if (!trails.has(item.docId))
          trails.set(item.docId, [...above, { label: item.label, href: item.href, docId: item.docId }]);
      }
    };
    walk(sidebar, []);
    return trails;
  });
}

/** The neighbours of a doc in sidebar order. */
export interface PreviousAndNext {
  previous?: SidebarLink;
  next?: SidebarLink;
}

/**
 * The links before and after a doc in sidebar order (links only, depth
 * first). Pass the sidebar the reader sees (the result of {@link sidebarFor}).
 * Both are undefined when the doc is not in the sidebar.
 */
export function previousAndNext(sidebar: readonly SidebarItem[], docId: string): PreviousAndNext {
  const { links, positions } = linkIndex(sidebar);
  const index = positions.get(docId);
  if (index === undefined) return {};
  const previous = links[index - 1];
  const next = links[index + 1];
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

interface LinkIndex {
  links: readonly SidebarLink[];
  /** Where each doc's first link is in `links`. */
  positions: ReadonlyMap<string, number>;
}
const linkIndexCache = new WeakMap<object, Map<string, LinkIndex>>();

function linkIndex(sidebar: readonly SidebarItem[]): LinkIndex {
  return cached(linkIndexCache, sidebar, '', () => {
    const links = sidebarLinks(sidebar);
    const positions = new Map<string, number>();
    links.forEach((link, index) => {
      if (!positions.has(link.docId)) positions.set(link.docId, index);
    });
    return { links, positions };
  });
}

/** The neighbours of a doc that a group of SDKs see alike (see {@link previousAndNextBySdk}). */
export interface SdkPreviousAndNext extends PreviousAndNext {
  /** The SDKs whose `docs` sidebar gives these neighbours, in `SDK_KEYS` order. */
  sdks: SdkKey[];
}

/**
 * The previous and next links of a doc in the `docs` sidebar of every SDK,
 * for a page rendered before the reader's SDK is known: one entry per
 * distinct pair of neighbours, with the SDKs that see it. The doc's own link
 * counts for every SDK (see `sidebarFor`'s `docId`); a doc not in the sidebar
 * has no neighbours.
 *
 * @example previousAndNextBySdk(sidebar, 'concepts/best-practices/match-levels')
 * // [{ sdks: ['cypress', ...], previous: ..., next: undefined },
 * //  { sdks: ['espresso', 'appium-java-native'], previous: ..., next: { docId: '.../native-mobile-library', ... } }]
 */
export function previousAndNextBySdk(sidebar: readonly SidebarItem[], docId: string): SdkPreviousAndNext[] {
  const groups = new Map<string, SdkPreviousAndNext>();
  for (const sdk of SDK_KEYS) {
    const { links, positions } = linkIndex(sidebarFor(sidebar, { sdk, mode: 'docs', docId }));
    const index = positions.get(docId);
    const previous = index === undefined ? undefined : links[index - 1];
    const next = index === undefined ? undefined : links[index + 1];
    const neighbours: PreviousAndNext = { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
    const key = `${neighbours.previous?.docId ?? ''} ${neighbours.next?.docId ?? ''}`;
    const group = groups.get(key);
    if (group) group.sdks.push(sdk);
    else groups.set(key, { ...neighbours, sdks: [sdk] });
  }
  return [...groups.values()];
}

/**
 * The page an SDK should read instead of a doc that does not apply to it: the nearest link of the
 * `docs` sidebar that applies, looking first among the doc's siblings (the nearer first, the one
 * before on a tie), then among the siblings of each category above it. `undefined` when the doc is
 * not in the sidebar or nothing near it applies.
 *
 * @example closestApplyingLink(sidebar, 'concepts/best-practices/native-mobile-library', 'cypress')
 * // the link of 'concepts/best-practices/functional-testing-with-visual-ai'
 */
export function closestApplyingLink(
  sidebar: readonly SidebarItem[],
  docId: string,
  sdk: SdkKey,
): SidebarLink | undefined {
  const docs = docsSidebarForEverySdk(sidebar);
  const path = pathTo(docs, docId);
  if (!path) return undefined;
  // From the doc's own level up to the top: the entries nearest to the one on the path first.
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const { items, index } = path[depth] as { items: readonly SidebarItem[]; index: number };
    for (let distance = 1; distance < items.length; distance++) {
      for (const at of [index - distance, index + distance]) {
        const item = items[at];
        if (!item) continue;
        const found = (item.type === 'link' ? [item] : sidebarLinks(item.items)).find((link) =>
          linkAppliesTo(link, sdk),
        );
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** The positions down to a doc's first link: at each level, the items and the index taken. */
function pathTo(
  items: readonly SidebarItem[],
  docId: string,
): { items: readonly SidebarItem[]; index: number }[] | undefined {
  for (const [index, item] of items.entries()) {
    if (item.type === 'link') {
      if (item.docId === docId) return [{ items, index }];
      continue;
    }
    const below = pathTo(item.items, docId);
    if (below) return [{ items, index }, ...below];
  }
  return undefined;
}
