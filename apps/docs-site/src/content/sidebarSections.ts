/**
 * The sidebar sections the browser has loaded (no page ships the full sidebar): a page
 * loads the sections it shows with its own chunk (pages.ts), and the layout
 * reads whatever is loaded, merged into one sidebar. Each section is a
 * build-time JSON module (build/sidebar-labels.ts), so the entry bundle holds
 * no sidebar data, only the section loaders.
 */
import type { SidebarItem } from '@docs/content-model';
import sectionLoaders from 'virtual:sidebar-sections';
import { mergeSidebarSections, sidebarSectionsForPage, type SidebarSectionKey } from './sidebarSectionModel';
import { byCodeUnit } from './byCodeUnit';

/** The loaded sections, merged, and which they are. Replaced (never mutated) when a section arrives. */
export interface LoadedSidebar {
  sidebar: SidebarItem[];
  keys: ReadonlySet<SidebarSectionKey>;
}

const sections = new Map<SidebarSectionKey, SidebarItem[]>();
const pending = new Map<SidebarSectionKey, Promise<void>>();
const listeners = new Set<() => void>();
let snapshot: LoadedSidebar = { sidebar: [], keys: new Set() };

function publish() {
  // `docs` first, then the SDK groups: the order of the whole sidebar.
  const keys = [...sections.keys()].sort((a, b) => (a === 'docs' ? -1 : b === 'docs' ? 1 : byCodeUnit(a, b)));
  snapshot = { sidebar: mergeSidebarSections(keys.map((key) => sections.get(key) ?? [])), keys: new Set(keys) };
  for (const listener of listeners) listener();
}

/** Loads sections (once each); keys the sidebar has no section for are skipped. */
export function loadSidebarSections(keys: readonly SidebarSectionKey[]): Promise<void> {
  return Promise.all(
    keys.map((key) => {
      const load = sectionLoaders[key];
      if (sections.has(key) || !load) return undefined;
      let promise = pending.get(key);
      if (!promise) {
        promise = load()
          .then((module) => {
            sections.set(key, module.default);
            publish();
          })
          .finally(() => pending.delete(key));
        pending.set(key, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** Whether the sidebar has a section of that key (not every SDK needs to have a group). */
export const hasSidebarSection = (key: SidebarSectionKey): boolean => sectionLoaders[key] !== undefined;

/** The loaded sidebar (for `useSyncExternalStore`). */
export const loadedSidebar = (): LoadedSidebar => snapshot;

/** Calls `listener` whenever a section arrives; returns the unsubscribe function. */
export function subscribeToSidebar(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A page loader that also loads the sidebar sections of the page's path, so
 * the page and its sidebar render together (and hydrate: the prerendered
 * HTML has both).
 */
export function withSidebarSections<T>(path: string, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadSidebarSections(sidebarSectionsForPage(path))]).then(([page]) => page);
}
