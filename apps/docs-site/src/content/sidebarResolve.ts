/**
 * `tutorialSidebar` resolved against the pages, and split into the sections
 * the browser loads one by one. Runs at build time in Node (the
 * `virtual:sidebar-section/*` modules of build/sidebar-labels.ts) and in the
 * server bundle (the build's sidebar check), never in the browser.
 */
import sidebarDefinition from '@docs/content/sidebars';
import {
  docIdFromContentFile,
  resolveSidebar,
  routePathFromContentFile,
  type SdkFilter,
  type SidebarItem,
} from '@docs/content-model';
import { sectionAliasCopies } from './sectionAliases';
import { splitSidebarSections, type SidebarSectionKey } from './sidebarSectionModel';

/** A page as the sidebar sees it: its doc id, and the doc id of the file its content (and label) comes from. */
export interface SidebarPage {
  docId: string;
  fileDocId: string;
}

/** The pages of the MDX files under content/docs (paths relative to it), with the second copies of aliased sections. */
export function sidebarPagesFromFiles(files: readonly string[]): SidebarPage[] {
  const own = files.map((file) => ({
    path: routePathFromContentFile(file),
    docId: docIdFromContentFile(file),
    fileDocId: docIdFromContentFile(file),
  }));
  return [...own, ...sectionAliasCopies(own)].map(({ docId, fileDocId }) => ({ docId, fileDocId }));
}

/**
 * Resolves the sidebar definition (content/sidebars.ts) against the pages,
 * labelling links from the pages' front matter (`labels`, by file doc id) and
 * giving a link its page's `sdks` list when the definition gives none (`sdks`, by file doc id).
 *
 * @throws ContentError naming an unknown doc id or SDK key, closest valid ids first.
 */
export function resolveTutorialSidebar(
  pages: readonly SidebarPage[],
  labels: Readonly<Record<string, string>>,
  sdks: Readonly<Record<string, readonly string[]>> = {},
): SidebarItem[] {
  const fileDocIds = new Map(pages.map((page) => [page.docId, page.fileDocId]));
  return resolveSidebar(sidebarDefinition, {
    docIds: fileDocIds.keys(),
    labelOf: (docId) => labels[fileDocIds.get(docId) ?? docId],
    sdksOf: (docId) => sdks[fileDocIds.get(docId) ?? docId] as readonly SdkFilter[] | undefined,
  });
}

/** The sidebar's sections for the files under content/docs, their labels and `sdks` lists (build time). */
export function tutorialSidebarSections(
  files: readonly string[],
  labels: Readonly<Record<string, string>>,
  sdks: Readonly<Record<string, readonly string[]>> = {},
): Record<SidebarSectionKey, SidebarItem[]> {
  return splitSidebarSections(resolveTutorialSidebar(sidebarPagesFromFiles(files), labels, sdks));
}
