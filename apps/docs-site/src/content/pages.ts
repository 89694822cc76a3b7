import { routePathFromContentFile } from '@docs/content-model';
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import pageManifest from 'virtual:page-manifest';
import { sectionAliasCopies } from './sectionAliases';
import { withSidebarSections } from './sidebarSections';
import { byCodeUnit } from './byCodeUnit';

/** What an MDX page module exports once compiled. */
export interface MdxPageModule {
  default: ComponentType<{ components?: MDXComponents }>;
  frontmatter: { title: string; description?: string; sdks?: string[] };
  /** The page's headings with their ids, collected at build time. */
  headings: { depth: number; id: string; text: string }[];
}

/** One lazily loaded page: its route path, its source file and its loader. */
export interface PageSource {
  path: string;
  /** Doc id: the path of the file under content/docs without `.mdx` (`integrations/index`). */
  docId: string;
  /** Where the page's own URL is, when this route serves another page's content. */
  canonicalPath?: string;
  /**
   * The page's source in the workspace, e.g. `content/docs/getting-started/overview.mdx`;
   * `content/sdk-data/render.tsx` for the SDK pages rendered from templates.
   */
  file: string;
  /**
   * The module whose chunk is the page, as the client build's manifest names it: the MDX file
   * (`content/docs/a.mdx`), or for an SDK page its module (`virtual:sdk-page/sdks/cypress/quickstart.js`).
   */
  module: string;
  load: () => Promise<MdxPageModule>;
}

/** Where the SDK pages come from: they are rendered from the data by its templates, with no file each. */
const SDK_PAGE_SOURCE = 'content/sdk-data/render.tsx';

/** Loaders of one group's pages, by page name (build/page-manifest.ts). */
type GroupLoaders = Record<string, () => Promise<MdxPageModule>>;

// The compact route manifest: doc ids by group here; each page's chunk (its loader) comes with a
// small per-group chunk, loaded with the first page of the group. Nothing here is loaded eagerly.
const ownPages: PageSource[] = Object.entries(pageManifest).flatMap(([group, { pages, rendered = [], load }]) =>
  pages.map((name): PageSource => {
    const docId = group ? `${group}/${name}` : name;
    return {
      path: routePathFromContentFile(`${docId}.mdx`),
      docId,
      file: rendered.includes(name) ? SDK_PAGE_SOURCE : `content/docs/${docId}.mdx`,
      module: rendered.includes(name) ? `virtual:sdk-page/${docId}.js` : `content/docs/${docId}.mdx`,
      load: async () => {
        const loaders = ((await load()) as { default: GroupLoaders }).default;
        const loader = loaders[name];
        if (!loader) throw new Error(`No loader for page ${docId} in its group "${group}"`);
        return loader();
      },
    };
  }),
);

const aliasedPages: PageSource[] = sectionAliasCopies(ownPages);

export const pageSources: PageSource[] = [...ownPages, ...aliasedPages]
  // A page's sidebar sections arrive with it (the sidebar is not in the entry bundle).
  .map((page) => ({ ...page, load: withSidebarSections(page.path, page.load) }))
  .sort((a, b) => byCodeUnit(a.path, b.path));

const pagePaths = new Set(pageSources.map((page) => page.path));

/**
 * Whether the site has a page at `path`, relative to the base path with or without the leading
 * slash (`sdks/cypress/configuration`): the routes the client knows without loading any page.
 */
export function pageExists(path: string): boolean {
  return pagePaths.has(path.startsWith('/') ? path : `/${path}`);
}
