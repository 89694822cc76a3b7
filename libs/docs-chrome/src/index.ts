'use client';

import './theme/tokens.css';

export {
  DocsChromeProvider,
  PlainLink,
  useDocsChrome,
  type DocsChromeContextValue,
  type DocsChromeLink,
  type DocsChromeLinkProps,
  type DocsChromeProviderProps,
} from './context';
export * from './hooks';
export { browserStorage, createSafeStorage, noStorage, type StorageLike } from './utils/storage';
export { isActivePath, isExternalHref, normalizePath } from './utils/paths';
export { errorMessages } from './utils/errors';
export { collapseDurationMs, containsActivePath, firstSidebarHref } from './utils/sidebar';
export { AA_LARGE_OR_UI, AA_TEXT, themeTokens } from './theme/contrast';

export { SkipLink, type SkipLinkProps } from './SkipLink';
export { AnnouncementBar, type AnnouncementBarProps } from './AnnouncementBar';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { LoadingSpinner, type LoadingSpinnerProps } from './LoadingSpinner';
export { LoadError, type LoadErrorProps } from './LoadError';
export { PageMarkdownActions, type PageMarkdownActionsProps } from './PageMarkdownActions';
export { StatusNotice, type StatusNoticeAction, type StatusNoticeProps } from './StatusNotice';
export {
  CrashBoundary,
  CrashScreen,
  CRASH_PAGE_TITLE,
  type CrashBoundaryProps,
  type CrashScreenProps,
} from './CrashScreen';
export { NotFound, type NotFoundProps } from './NotFound';
export { BaseUrlBanner, type BaseUrlBannerProps } from './BaseUrlBanner';
export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';
export { DocPaginator, type DocPaginatorProps } from './DocPaginator';
export { DocSdkNotice, type DocSdkNoticeProps } from './DocSdkNotice';
export { TableOfContents, tocIds, type TableOfContentsProps } from './TableOfContents';
export { TableOfContentsCollapsible, type TableOfContentsCollapsibleProps } from './TableOfContentsCollapsible';
export { Sidebar, type SidebarProps } from './Sidebar';
export { SidebarCategory, SidebarItems, type SidebarCategoryProps } from './SidebarCategory';
export { SidebarLink, type SidebarLinkProps } from './SidebarLink';
export {
  Footer,
  FOOTER_COLUMN_TITLES,
  FOOTER_LEGAL_LABELS,
  type FooterColumn,
  type FooterLink,
  type FooterProps,
  type FooterSocialLink,
  type FooterSocialNetwork,
} from './Footer';
export { Navbar, type NavbarLogo, type NavbarProps } from './Navbar';
export {
  NavbarItem,
  NavbarItemProvider,
  navbarItemRenderError,
  sidebarWithoutLinkError,
  unknownNavbarItemError,
  type NavbarItemConfig,
  type NavbarItemContextValue,
  type NavbarItemProps,
  type NavbarItemType,
} from './NavbarItem';
export {
  NavbarSdkSwitch,
  sdkSwitchLinks,
  type NavbarSdkSwitchProps,
  type NavbarSwitchKey,
  type NavbarSwitchLink,
} from './NavbarSdkSwitch';
export { NavbarSdkSelector, type NavbarSdkSelectorProps } from './NavbarSdkSelector';
export {
  DEFAULT_LOCALES,
  NavbarLanguageSwitcher,
  type NavbarLanguageSwitcherProps,
  type NavbarLocale,
} from './NavbarLanguageSwitcher';
export { NavbarColorModeToggle, type ColorMode, type NavbarColorModeToggleProps } from './NavbarColorModeToggle';
export { NavbarMobileSidebar, type NavbarMobileSidebarProps } from './NavbarMobileSidebar';
export { NavbarSearch, type NavbarSearchProps } from './NavbarSearch';
export {
  excerptWindow,
  highlightSegments,
  SearchDialog,
  type AllSdksChangeSource,
  type SearchDialogProps,
  type SearchResultGroup,
  type SearchResultItem,
  type SearchStatus,
  type TextSegment,
} from './SearchDialog';
export { SearchDialogShell, type SearchDialogShellProps } from './SearchDialogShell';
export { SearchUnavailable, type SearchUnavailableProps } from './SearchUnavailable';
