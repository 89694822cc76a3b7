import type { SdkFilter, SdkKey } from '@docs/sdk-catalog';

/**
 * The content model's entities: docs, versions, sidebars, locale. Every `path` in this model is relative to
 * the site's base path (`/tutorials/`), which is the router's basename: the
 * landing page is `/`, `/tutorials/integrations` is `/integrations`.
 */

/** The one sidebar every documentation page shares (its top link is the Test Manager). */
export const TUTORIAL_SIDEBAR = 'tutorialSidebar';

/** Name of the one sidebar every documentation page shares. */
export type SidebarId = typeof TUTORIAL_SIDEBAR;

/**
 * An SDK filter value: an SDK key or alias, a platform, an API family, or `all` for every SDK
 * (`sdksForFilter` of `@docs/sdk-catalog` reads it).
 */
export type { SdkFilter };

/** Whether an SDK is used from code or from the command line (only `image-tester` is a CLI). */
export type SdkKind = 'code' | 'cli';

/** One documentation page. */
export interface DocEntry {
  /** File path under `content/docs` without extension, e.g. `getting-started/overview`; the landing page is `index`. */
  id: string;
  /** Route path relative to the base path, e.g. `/getting-started/overview`. */
  path: string;
  /** The sidebar the page belongs to; always `tutorialSidebar`. */
  sidebar: SidebarId;
  /** Whether the route matches exactly; true for every page. */
  exact: boolean;
}

/** A link to a doc in a resolved sidebar. */
export interface SidebarLink {
  type: 'link';
  /** Id of the linked doc. */
  docId: string;
  /** Route path of the doc, relative to the base path. */
  href: string;
  /** Text of the link. */
  label: string;
  /** SDKs the page applies to; `all` (or no list) means every SDK. */
  sdks?: SdkFilter[];
}

/** A category of a resolved sidebar. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Whether the reader can open and close it (always true on this site). */
  collapsible: boolean;
  /** Whether it starts closed. */
  collapsed: boolean;
  items: SidebarItem[];
  /**
   * Set on the category that groups one SDK's Quickstart and reference pages
   * (built from a {@link SidebarSdkDefinition}). `sidebarFor` shows these groups
   * in `api` mode only.
   */
  sdk?: SdkKey;
}

/** An entry of a resolved sidebar. */
export type SidebarItem = SidebarLink | SidebarCategory;

/** A resolved sidebar: its entries in display order. */
export type Sidebar = SidebarItem[];

/** A docs version (there is one: `current`, labelled `Next`). */
export interface DocsVersion {
  name: 'current';
  label: 'Next';
  isLast: boolean;
  /** Path of the version relative to the base path (`/`). */
  path: string;
  /** Id of the landing doc (`index`). */
  mainDocId: string;
  docs: DocEntry[];
  /** Ids of draft docs; always empty in a production build. */
  draftIds: string[];
  /** Resolved sidebars by id. */
  sidebars: Record<string, Sidebar>;
}

/** The site's locale: there is one, English. */
export interface Locale {
  code: 'en';
  label: string;
  direction: 'ltr';
  calendar: 'gregory';
  htmlLang: string;
}

// ---------------------------------------------------------------------------
// Sidebar definitions: what authors write in content/sidebars.ts.
// ---------------------------------------------------------------------------

/** A link to a doc. A bare string is shorthand for `{ doc: string }`. */
export interface SidebarDocDefinition {
  /** Doc id, e.g. `getting-started/overview`. */
  doc: string;
  /** Link text; defaults to the doc's `sidebar_label`, then its title, then a label made from the id. */
  label?: string;
  /** SDKs the page applies to; inherited from the enclosing category when left out. */
  sdks?: SdkFilter[];
}

/** A category of links and sub-categories. */
export interface SidebarCategoryDefinition {
  category: string;
  items: SidebarItemDefinition[];
  /** Starts closed; default `true` (the active page's categories are opened by the UI). */
  collapsed?: boolean;
  /** Default `true`. */
  collapsible?: boolean;
  /** SDK filter inherited by every link inside that sets none. */
  sdks?: SdkFilter[];
}

/**
 * One SDK's group: its Quickstart entry, optional further pages and its
 * optional SDK reference category. Resolves to a {@link SidebarCategory} with
 * `sdk` set, whose first item is the `Quickstart` link; every link inside is
 * filtered to that SDK.
 */
export interface SidebarSdkDefinition {
  sdk: SdkKey;
  /** Label of the group; defaults to the SDK key. */
  label?: string;
  /** Doc id of the SDK's quickstart page. */
  quickstart: string;
  /** Pages shown after the Quickstart. */
  items?: SidebarItemDefinition[];
  /** Pages of the `SDK reference` category (class reference); left out when empty. */
  reference?: SidebarItemDefinition[];
}

/** An entry of a sidebar definition. */
export type SidebarItemDefinition = string | SidebarDocDefinition | SidebarCategoryDefinition | SidebarSdkDefinition;

/** A sidebar definition: its entries in display order. */
export type SidebarDefinition = SidebarItemDefinition[];
