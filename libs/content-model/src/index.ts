// The main entry is what UI code imports: types and pure helpers, no zod. Front matter
// validation, whose schemas zod builds when the module loads (about 39 KB a Sidebar-only
// app carried), is the `@docs/content-model/schema` entry (./schema.ts), for build tools.
export {
  BASE_PATH,
  docIdFromContentFile,
  docPath,
  pageTitle,
  routePathFromContentFile,
  TITLE_DELIMITER,
  withBasePath,
} from './routes';
export {
  TUTORIAL_SIDEBAR,
  type DocEntry,
  type DocsVersion,
  type Locale,
  type SdkFilter,
  type SdkKind,
  type Sidebar,
  type SidebarCategory,
  type SidebarCategoryDefinition,
  type SidebarDefinition,
  type SidebarDocDefinition,
  type SidebarId,
  type SidebarItem,
  type SidebarItemDefinition,
  type SidebarLink,
  type SidebarSdkDefinition,
} from './types';
export {
  closestFirst,
  ContentError,
  editDistance,
  unknownIdError,
  type ContentWarning,
  type ContentWarningCode,
  type IdKind,
} from './errors';
export {
  SDK_BASE_SLUGS,
  SDK_GUIDE_SLUGS,
  SDK_PAGE_LABELS,
  SDK_PAGE_SLUGS,
  SDK_REFERENCE_SLUGS,
  sdkFolderDocIds,
  sdkPageSlugs,
  sdkFolderSidebarItems,
  sdkSidebarDefinition,
  standardSdkFolder,
  type SdkFolder,
  type SdkPageSlug,
} from './sdk-pages';
export {
  buildRouteTable,
  sectionOf,
  SECTIONS,
  tagSlug,
  type BlogPage,
  type BlogPostInput,
  type BlogRoute,
  type DocRoute,
  type NotFoundRoute,
  type RouteEntry,
  type RouteTable,
  type RouteTableInput,
  type SdkRoute,
  type Section,
} from './route-table';
export {
  breadcrumbs,
  docsSidebarForEverySdk,
  closestApplyingLink,
  labelFromDocId,
  linkAppliesTo,
  sdksInclude,
  previousAndNext,
  previousAndNextBySdk,
  QUICKSTART_LABEL,
  resolveSidebar,
  SDK_REFERENCE_LABEL,
  sdksSeeing,
  sidebarFor,
  sidebarLinks,
  type Breadcrumb,
  type PreviousAndNext,
  type SdkPreviousAndNext,
  type ResolveSidebarOptions,
  type SidebarForOptions,
  type SidebarMode,
} from './sidebar';
export { buildDocsVersion, getDoc, getDocsPlugin, getSidebar, LOCALE, MAIN_DOC_ID } from './version';
export { tocEntries, TOC_LEVELS, type Heading, type TocEntry } from './toc';
export {
  encodePath,
  escapeXml,
  SITEMAP_CHANGEFREQ,
  SITEMAP_PRIORITY,
  sitemapXml,
  type SitemapOptions,
} from './sitemap';
export { brokenAnchorWarnings, checkLinks, type BrokenLink, type CheckLinksInput, type PageLinks } from './links';
export { GENERAL_DOC_IDS, specGeneralDocIds } from './general-docs';
