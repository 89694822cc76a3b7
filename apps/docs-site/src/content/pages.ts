import { docIdFromContentFile, routePathFromContentFile } from '@docs/content-model';
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';

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

/**
 * Sections served a second time under another path. The Playwright section
 * carries "a copy of the API reference" (SPEC 2.5): the same pages, whose code
 * tabs open on TypeScript there because the path selects Playwright
 * TypeScript, with a canonical link to the original.
 */
export const SECTION_ALIASES = [{ from: '/reference/server-api', to: '/playwright/reference/server-api' }] as const;

const ownPages: PageSource[] = Object.entries(modules).map(([key, load]) => {
  const file = key.replace(CONTENT_DOCS, '');
  return {
    path: routePathFromContentFile(file),
    docId: docIdFromContentFile(file),
    file: `content/docs/${file}`,
    load,
  };
});

const aliasedPages: PageSource[] = SECTION_ALIASES.flatMap(({ from, to }) =>
  ownPages
    .filter((page) => page.path === from || page.path.startsWith(`${from}/`))
    .map((page) => ({
      ...page,
      path: to + page.path.slice(from.length),
      docId: to.slice(1) + page.docId.slice(from.length - 1),
      canonicalPath: page.path,
    })),
);

export const pageSources: PageSource[] = [...ownPages, ...aliasedPages].sort((a, b) => a.path.localeCompare(b.path));
