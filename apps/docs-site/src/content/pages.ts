import { routePathFromContentFile } from '@docs/content-model';
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';

/** What an MDX page module exports once compiled. */
export interface MdxPageModule {
  default: ComponentType<{ components?: MDXComponents }>;
  frontmatter: { title: string; description?: string };
  /** The page's headings with their ids, collected at build time. */
  headings: { depth: number; id: string; text: string }[];
}

/** One lazily loaded page: its route path, its source file and its loader. */
export interface PageSource {
  path: string;
  /** Path relative to content/docs, e.g. `getting-started/overview.mdx`. */
  file: string;
  load: () => Promise<MdxPageModule>;
}

// Each MDX file becomes its own chunk; nothing here is loaded eagerly.
const modules = import.meta.glob<MdxPageModule>('../../../../content/docs/**/*.mdx');
const CONTENT_DOCS = /^.*\/content\/docs\//;

export const pageSources: PageSource[] = Object.entries(modules)
  .map(([key, load]) => {
    const file = key.replace(CONTENT_DOCS, '');
    return { path: routePathFromContentFile(file), file: `content/docs/${file}`, load };
  })
  .sort((a, b) => a.path.localeCompare(b.path));
