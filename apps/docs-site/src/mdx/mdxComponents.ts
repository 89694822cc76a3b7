import type { MDXComponents } from 'mdx/types';
import { CodeBlock } from './CodeBlock';
import { ContentLink } from './ContentLink';

/**
 * What every MDX page's Markdown renders with: links through the router (kept
 * within a copied section, see ContentLink), code
 * blocks with highlighting and a copy button. Components pages name
 * (`<SdkInstall />`) are imported by the pages themselves, at build time
 * (build/mdx/page-components.ts), so each page's chunk carries its own.
 */
export const mdxComponents: MDXComponents = {
  a: ContentLink,
  pre: CodeBlock,
};
