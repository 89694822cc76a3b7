import { docIdFromContentFile, routePathFromContentFile } from '@docs/content-model';
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { sectionAliasCopies } from './sectionAliases';
import { withSidebarSections } from './sidebarSections';

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
  /** Path relative to content/docs, e.g. `getting-started/overview.mdx`. */
  file: string;
  load: () => Promise<MdxPageModule>;
}

// Each MDX file becomes its own chunk; nothing here is loaded eagerly. `@site-content` is
// the workspace's content/ folder, or DOCS_CONTENT_DIR (vite.config.ts).
const modules = import.meta.glob<MdxPageModule>('@site-content/docs/**/*.mdx');
const CONTENT_DOCS = /^.*\/content\/docs\//;

export { SECTION_ALIASES } from './sectionAliases';

const ownPages: PageSource[] = Object.entries(modules).map(([key, load]) => {
  const file = key.replace(CONTENT_DOCS, '');
  return {
    path: routePathFromContentFile(file),
    docId: docIdFromContentFile(file),
    file: `content/docs/${file}`,
    load,
  };
});

const aliasedPages: PageSource[] = sectionAliasCopies(ownPages);

export const pageSources: PageSource[] = [...ownPages, ...aliasedPages]
  // A page's sidebar sections arrive with it (the sidebar is not in the entry bundle).
  .map((page) => ({ ...page, load: withSidebarSections(page.path, page.load) }))
  .sort((a, b) => a.path.localeCompare(b.path));
