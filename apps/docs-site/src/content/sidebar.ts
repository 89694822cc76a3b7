import sidebarDefinition from '@docs/content/sidebars';
import { resolveSidebar, type SidebarItem } from '@docs/content-model';
import { pageSources } from './pages';

let resolved: SidebarItem[] | undefined;

/** `tutorialSidebar`, resolved against the pages once per process. */
export function tutorialSidebar(): SidebarItem[] {
  resolved ??= resolveSidebar(sidebarDefinition, { docIds: pageSources.map((page) => page.docId) });
  return resolved;
}
