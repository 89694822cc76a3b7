import { unknownIdError } from './errors';
import { docPath } from './routes';
import { TUTORIAL_SIDEBAR, type DocEntry, type DocsVersion, type Locale, type Sidebar } from './types';

/** The site's one locale: English, left to right, Gregorian calendar. */
export const LOCALE: Locale = { code: 'en', label: 'English', direction: 'ltr', calendar: 'gregory', htmlLang: 'en' };

/** Id of the landing doc, the docs version's main doc. */
export const MAIN_DOC_ID = 'index';

/**
 * The docs version (`current`, labelled `Next`) of a set of docs: one entry
 * per doc id (all in `tutorialSidebar`, exact match), no drafts.
 *
 * @param input - doc ids (e.g. from `content/docs`) and the resolved sidebars by id.
 */
export function buildDocsVersion(input: { docIds: readonly string[]; sidebars: Record<string, Sidebar> }): DocsVersion {
  const docs: DocEntry[] = input.docIds.map((id) => ({
    id,
    path: docPath(id),
    sidebar: TUTORIAL_SIDEBAR,
    exact: true,
  }));
  return {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/',
    mainDocId: MAIN_DOC_ID,
    docs,
    draftIds: [],
    sidebars: input.sidebars,
  };
}

/**
 * A docs plugin's data by id.
 *
 * @throws ContentError listing the available plugin ids, closest first, when `id` is unknown.
 */
export function getDocsPlugin<T>(plugins: Readonly<Record<string, T>>, id: string): T {
  if (!Object.hasOwn(plugins, id)) throw unknownIdError('docs plugin', id, Object.keys(plugins));
  return plugins[id] as T;
}

/**
 * A sidebar of a docs version by id.
 *
 * @throws ContentError listing the available sidebar ids, closest first, when `id` is unknown.
 */
export function getSidebar(version: Pick<DocsVersion, 'sidebars'>, id: string): Sidebar {
  if (!Object.hasOwn(version.sidebars, id)) throw unknownIdError('sidebar', id, Object.keys(version.sidebars));
  return version.sidebars[id] as Sidebar;
}

/**
 * A doc of a docs version by id.
 *
 * @throws ContentError listing the available doc ids, closest first, when `id` is unknown.
 */
export function getDoc(version: Pick<DocsVersion, 'docs'>, id: string): DocEntry {
  const doc = version.docs.find((entry) => entry.id === id);
  if (!doc)
    throw unknownIdError(
      'doc id',
      id,
      version.docs.map((entry) => entry.id),
    );
  return doc;
}
