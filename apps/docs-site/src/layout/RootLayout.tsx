import { docsSidebarForEverySdk, pageTitle, previousAndNextBySdk, tocEntries } from '@docs/content-model';
import {
  Breadcrumbs,
  CRASH_PAGE_TITLE,
  DEFAULT_LOCALES,
  DocPaginator,
  DocSdkNotice,
  DocsChromeProvider,
  Footer,
  Navbar,
  ProgressBar,
  Sidebar,
  SkipLink,
  TableOfContents,
  TableOfContentsCollapsible,
} from '@docs/docs-chrome';
import { sdkForPath, sidebarModeForPath } from '@docs/sdk-catalog';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { Outlet, ScrollRestoration, useHref, useLocation } from 'react-router-dom';
import { usePageViews } from '../analytics/usePageViews';
import { SiteAnnouncementBar } from '../banners/SiteAnnouncementBar';
import { useColorMode } from '../hooks/useColorMode';
import { useHydrationFlag } from '../hooks/useHydrationFlag';
import { usePreferredDocsVersion } from '../hooks/usePreferredDocsVersion';
import { RouteAnnouncer } from '../navigation/RouteAnnouncer';
import { PageErrorContext } from '../navigation/pageError';
import { useProgressBar } from '../navigation/useProgressBar';
import { useRouteFocus } from '../navigation/useRouteFocus';
import { SiteLink } from '../routes/SiteLink';
import { useRouteHandle } from '../routes/useRouteHandle';
import { EverySdkContext, SdkContext } from '../sdk/SdkContext';
import { storedSdkDecides, storedSdkDecidesSidebar } from '../sdk/sdkEntries';
import { SiteSearch } from '../search/SiteSearch';
import { ROUTER_BASENAME, siteConfig } from '../site.config';
import { createAppStore, navbarSwitchForPage, selectSdk, selectStoredSdkRead, useAppSelector } from '../state/store';
import { HydrationBoundary, HydrationTrackerContext } from './HydrationBoundary';
import { NAVBAR_ITEMS } from './navbarItems';
import { sdkNoticeFor, sdkNoticesForEverySdk } from './sdkNotices';
import { useDocsSidebar } from './useDocsSidebar';
import { PageMarkdownControls } from './PageMarkdownControls';
import { useSdkChoice, type SdkSwitchState } from './useSdkChoice';
import { useStoredSdk } from './useStoredSdk';

/** The store and the chrome's router links around every page. */
export function RootLayout() {
  const { pathname } = useLocation();
  const [store] = useState(() => createAppStore(pathname));
  return (
    <Provider store={store}>
      <DocsChromeProvider Link={SiteLink}>
        <SiteFrame />
      </DocsChromeProvider>
    </Provider>
  );
}

const footer = (
  <HydrationBoundary>
    <Footer
      columns={siteConfig.footer.columns}
      legalLinks={siteConfig.footer.legal}
      social={siteConfig.footer.social}
      copyrightHolder={siteConfig.footer.copyrightHolder}
      year={__SITE_BUILD_YEAR__}
    />
  </HydrationBoundary>
);

/** Navbar, sidebar, page with breadcrumbs and previous/next, table of contents, footer. */
function SiteFrame() {
  const hydrationTracker = useHydrationFlag();
  const { pathname, state: locationState, key: locationKey } = useLocation();
  // Why this page and not the one the reader chose an SDK on, when an SDK choice brought them here. Only
  // on arrival by client navigation: a reload keeps the history entry's state, but the server's page has
  // no note, and the page that hydrates must be the server's.
  const [loadedLocationKey] = useState(locationKey);
  const sdkSwitchNote =
    locationKey === loadedLocationKey ? undefined : (locationState as SdkSwitchState | null)?.sdkSwitchNote;
  useStoredSdk(pathname);
  const handle = useRouteHandle();
  const sdk = useAppSelector(selectSdk);
  // Deferred: the switch from the every-SDK view to the reader's own looks the same (see below) but
  // re-renders the sidebar, previous/next links and code tabs; as a transition React renders it in
  // slices after hydration instead of in one long task. (A Redux update itself always renders at once.)
  const storedSdkRead = useDeferredValue(useAppSelector(selectStoredSdkRead));
  const [colorMode, setColorMode] = useColorMode();
  const onSdkSelect = useSdkChoice('navbar');
  // An error screen (crash or load error) is showing instead of the page.
  const [pageError, setPageError] = useState(false);
  const title = pageError ? CRASH_PAGE_TITLE : pageTitle(handle?.title, siteConfig.title);
  const progress = useProgressBar(ROUTER_BASENAME);
  const announcement = useRouteFocus(handle !== undefined || pageError);

  // The prerendered head already carries the title; keep it right after client navigation.
  useEffect(() => {
    document.title = title;
  }, [title]);
  usePageViews(title);

  const docId = handle?.docId;
  // The chrome is a function of the path and the SDK alone, however the reader arrived: the sidebar's
  // mode and the navbar's current switch follow the path (none outside the documentation: blog, not found).
  const activeSwitch = navbarSwitchForPage(pathname, docId !== undefined && !pageError);
  usePreferredDocsVersion(docId !== undefined);
  const { sidebar, loadedSidebar, crumbs, pagination } = useDocsSidebar(docId, sdk, pathname);
  // Until the stored SDK is read, a page where it decides shows what every SDK would see (sidebar entries,
  // previous/next links, code tabs), and the head's pre-paint rule hides what the reader's does not
  // (src/sdk/sdkEntries.ts): the same markup as the server's, and no jump after.
  const everySdkContent = !storedSdkRead && storedSdkDecides(pathname);
  const everySdk = docId !== undefined && everySdkContent && storedSdkDecidesSidebar(pathname);
  const shownSidebar = useMemo(
    () => (everySdk ? docsSidebarForEverySdk(loadedSidebar, docId) : sidebar),
    [everySdk, loadedSidebar, sidebar, docId],
  );
  const paginationBySdk = useMemo(
    () => (everySdk && docId !== undefined ? previousAndNextBySdk(loadedSidebar, docId) : undefined),
    [everySdk, loadedSidebar, docId],
  );
  // A general page that does not apply to the reader's SDK says so at its top (one notice per such SDK,
  // marked, until the stored SDK is read).
  const pageSdks = handle?.sdks;
  const sdkNotices = useMemo(() => {
    if (docId === undefined || !storedSdkDecides(pathname)) return [];
    const page = { docId, sdks: pageSdks };
    if (everySdkContent) return sdkNoticesForEverySdk(page, loadedSidebar);
    const notice = sdkNoticeFor(page, loadedSidebar, sdk);
    return notice ? [notice] : [];
  }, [docId, pageSdks, pathname, everySdkContent, loadedSidebar, sdk]);
  const toc = useMemo(() => tocEntries(handle?.headings ?? []), [handle?.headings]);
  // The chrome's regions as elements kept while their inputs stay. An update after hydration (the stored
  // SDK read) then re-renders only what it changes, and leaves alone a region React has not hydrated yet:
  // a new element for a region still showing server markup makes React hydrate it at once, in the update's
  // long task, instead of in its own slice.
  // Categories keep what the reader opened while the sidebar shows the same view; another view (the
  // docs, an SDK's pages, the server API) starts as a fresh load of the page shows it: the page's own
  // categories open, the others as configured.
  const sidebarView = sidebarModeForPath(pathname) === 'docs' ? 'docs' : `api ${sdkForPath(pathname) ?? 'server'}`;
  const sidebarNav = useMemo(
    () =>
      shownSidebar.length > 0 ? (
        <Sidebar key={sidebarView} items={shownSidebar} activePath={pathname} label="Docs" markSdks={everySdk} />
      ) : undefined,
    [shownSidebar, pathname, everySdk, sidebarView],
  );
  const sidebarRegion = useMemo(
    () =>
      sidebarNav && (
        <div className="page-sidebar">
          <HydrationBoundary>{sidebarNav}</HydrationBoundary>
        </div>
      ),
    [sidebarNav],
  );
  const tocRegion = useMemo(
    () =>
      toc.length > 0 && (
        <div className="page-toc">
          <HydrationBoundary>
            <TableOfContents entries={toc} />
          </HydrationBoundary>
        </div>
      ),
    [toc],
  );
  // Below 1200 px, where the side column's table is hidden, the same entries open from the article's top.
  const tocCollapsibleRegion = useMemo(
    () =>
      toc.length > 0 && (
        <div className="page-toc-collapsible">
          <HydrationBoundary>
            <TableOfContentsCollapsible entries={toc} />
          </HydrationBoundary>
        </div>
      ),
    [toc],
  );
  // The language switcher's one entry (the docs are in English only) is this page, not the home page:
  // choosing the language already shown keeps the reader where they are.
  const pageHref = useHref(pathname);
  const locales = useMemo(() => DEFAULT_LOCALES.map((locale) => ({ ...locale, href: pageHref })), [pageHref]);
  const navbar = useMemo(
    () => (
      <HydrationBoundary>
        <Navbar
          title={siteConfig.title}
          items={NAVBAR_ITEMS}
          sdk={sdk}
          markSdks={everySdkContent}
          onSdkSelect={onSdkSelect}
          productName={siteConfig.product.name}
          activeSwitch={activeSwitch}
          colorMode={colorMode}
          onColorModeChange={setColorMode}
          pathname={pathname}
          locales={locales}
          mobileSidebar={sidebarNav}
          search={<SiteSearch sdk={sdk} />}
        />
      </HydrationBoundary>
    ),
    [sdk, everySdkContent, onSdkSelect, activeSwitch, colorMode, setColorMode, pathname, locales, sidebarNav],
  );

  return (
    <HydrationTrackerContext.Provider value={hydrationTracker}>
      <ScrollRestoration />
      <ProgressBar {...progress} />
      <SkipLink />
      <SiteAnnouncementBar config={siteConfig.announcementBar} />
      {navbar}
      <div className="page" data-has-sidebar={sidebarNav ? 'true' : 'false'}>
        {sidebarRegion}
        <main id="main-content" tabIndex={-1} className="page-main">
          {/* A doc page's trail, and its Markdown for tools beside it (below it on a phone, where they do not fit). */}
          {docId !== undefined && !pageError ? (
            <div className="page-header">
              {crumbs.length > 0 && <Breadcrumbs items={crumbs} />}
              <PageMarkdownControls sdk={sdk} />
            </div>
          ) : (
            crumbs.length > 0 && <Breadcrumbs items={crumbs} />
          )}
          {sdkSwitchNote !== undefined && !pageError && (
            // A status message (the result of the reader's choice), not part of the page's chrome: a fresh
            // load of this page, which has none, shows the same sidebar, switches and notes.
            <div className="sdk-switch-note" role="status">
              <p>{sdkSwitchNote}</p>
            </div>
          )}
          {sdkNotices.map(({ sdk: noticeSdk, ...notice }) => (
            <DocSdkNotice key={noticeSdk} {...notice} {...(everySdkContent ? { sdks: noticeSdk } : {})} />
          ))}
          {tocCollapsibleRegion}
          {/* Content components (code tabs) follow the reader's SDK. */}
          <SdkContext.Provider value={sdk}>
            <EverySdkContext.Provider value={everySdkContent}>
              <PageErrorContext.Provider value={setPageError}>
                <Outlet />
              </PageErrorContext.Provider>
            </EverySdkContext.Provider>
          </SdkContext.Provider>
          {docId && <DocPaginator {...pagination} bySdk={paginationBySdk} />}
        </main>
        {tocRegion}
      </div>
      {footer}
      <RouteAnnouncer message={announcement} />
    </HydrationTrackerContext.Provider>
  );
}
