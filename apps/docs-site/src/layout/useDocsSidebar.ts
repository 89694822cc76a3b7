import { breadcrumbs, previousAndNext, sidebarFor } from '@docs/content-model';
import { sdkForPath, sidebarModeForPath, type SdkKey } from '@docs/sdk-catalog';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { hasSidebarSection, loadedSidebar, loadSidebarSections, subscribeToSidebar } from '../content/sidebarSections';
import { sidebarSectionsFor } from '../content/sidebarSectionModel';

/**
 * The sidebar of a doc page (the part `sidebarFor` picks for the reader's SDK
 * and the mode of the page's path, with the page's own entry kept), its
 * breadcrumbs and its previous/next links, from the sidebar sections loaded
 * so far: a function of the path and the SDK alone, so a page reached by a
 * client navigation shows what a fresh load of it shows. A page brings its own sections; when the reader's
 * choice needs another one (an SDK chosen on a page of another SDK, before the
 * navigation that follows), it is loaded and the page's own view stays until
 * it arrives, so the sidebar never empties.
 */
export function useDocsSidebar(docId: string | undefined, sdk: SdkKey, path: string) {
  const mode = sidebarModeForPath(path);
  const loaded = useSyncExternalStore(subscribeToSidebar, loadedSidebar, loadedSidebar);
  const missing = sidebarSectionsFor({ sdk, mode, path })
    .filter((key) => hasSidebarSection(key) && !loaded.keys.has(key))
    .join(' ');
  useEffect(() => {
    if (missing) void loadSidebarSections(missing.split(' ') as Parameters<typeof loadSidebarSections>[0]);
  }, [missing]);

  const viewSdk = missing ? (sdkForPath(path) ?? sdk) : sdk;
  const sidebar = useMemo(
    () => (docId ? sidebarFor(loaded.sidebar, { sdk: viewSdk, mode, path, docId }) : []),
    [docId, loaded, viewSdk, mode, path],
  );
  const crumbs = useMemo(() => (docId ? breadcrumbs(loaded.sidebar, docId) : []), [docId, loaded]);
  const pagination = useMemo(() => (docId ? previousAndNext(sidebar, docId) : {}), [docId, sidebar]);
  // `loadedSidebar`: every section loaded so far, merged (the page's own sections at least).
  return { sidebar, loadedSidebar: loaded.sidebar, crumbs, pagination };
}
