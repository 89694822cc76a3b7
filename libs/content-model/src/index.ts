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
  FRONT_MATTER_FIELDS,
  frontMatterSchema,
  parseFrontMatter,
  SDK_FILTER_VALUES,
  type FrontMatter,
  blogPostFrontMatterSchema,
  parseBlogPostFrontMatter,
  BLOG_POST_FRONT_MATTER_FIELDS,
  type BlogPostFrontMatter,
} from './front-matter';
export {
  SDK_BASE_SLUGS,
  SDK_GUIDE_SLUGS,
  SDK_PAGE_LABELS,
  SDK_PAGE_SLUGS,
  SDK_REFERENCE_SLUGS,
  sdkFolderDocIds,
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
  labelFromDocId,
  linkAppliesTo,
  previousAndNext,
  QUICKSTART_LABEL,
  resolveSidebar,
  SDK_REFERENCE_LABEL,
  sidebarFor,
  sidebarLinks,
  type Breadcrumb,
  type PreviousAndNext,
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
