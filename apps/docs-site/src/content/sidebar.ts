import sidebarDefinition from '@docs/content/sidebars';
import { docIdFromContentFile, resolveSidebar, type SidebarItem } from '@docs/content-model';
import labels from 'virtual:sidebar-labels';
import { pageSources } from './pages';

let resolved: SidebarItem[] | undefined;

/** `tutorialSidebar`, resolved against the pages once per process, labelled from their front matter. */
export function tutorialSidebar(): SidebarItem[] {
  if (resolved) return resolved;
  // Labels are keyed by the file's doc id; a page served twice (SECTION_ALIASES) has one file.
  const fileDocIds = new Map(
    pageSources.map((page) => [page.docId, docIdFromContentFile(page.file.replace(/^content\/docs\//, ''))]),
  );
  resolved = resolveSidebar(sidebarDefinition, {
    docIds: [...fileDocIds.keys()],
    labelOf: (docId) => labels[fileDocIds.get(docId) ?? docId],
  });
  return resolved;
}
