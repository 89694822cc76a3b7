import { docIdFromContentFile, type SidebarItem } from '@docs/content-model';
import labels, { sdks } from 'virtual:sidebar-labels';
import { pageSources } from './pages';
import { resolveTutorialSidebar } from './sidebarResolve';

let resolved: SidebarItem[] | undefined;

/**
 * `tutorialSidebar`, resolved against the pages once per process, labelled
 * from their front matter (titles and `sdks` lists). For the build's checks (server side): pages show
 * the sections of it they need (sidebarSections.ts).
 */
export function tutorialSidebar(): SidebarItem[] {
  resolved ??= resolveTutorialSidebar(
    // Labels are keyed by the file's doc id; a page served twice (SECTION_ALIASES) has one file.
    pageSources.map((page) => ({
      docId: page.docId,
      fileDocId: docIdFromContentFile(page.file.replace(/^content\/docs\//, '')),
    })),
    labels,
    sdks,
  );
  return resolved;
}
