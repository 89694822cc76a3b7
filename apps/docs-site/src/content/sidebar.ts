import sidebarDefinition from '@docs/content/sidebars';
import { resolveSidebar, type SidebarItem } from '@docs/content-model';
import labels from 'virtual:sidebar-labels';
import { pageSources } from './pages';

let resolved: SidebarItem[] | undefined;

/** `tutorialSidebar`, resolved against the pages once per process, labelled from their front matter. */
export function tutorialSidebar(): SidebarItem[] {
  resolved ??= resolveSidebar(sidebarDefinition, {
    docIds: pageSources.map((page) => page.docId),
    labelOf: (docId) => labels[docId.replace(/^playwright\/(reference\/server-api)/, '$1')],
  });
  return resolved;
}
