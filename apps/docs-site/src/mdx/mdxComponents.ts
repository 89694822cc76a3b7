import type { MDXComponents } from 'mdx/types';
import { CodeBlock } from './CodeBlock';
import { SiteLink } from '../routes/SiteLink';

/**
 * What every MDX page's Markdown renders with: links through the router, code
 * blocks with highlighting and a copy button. Components pages name
 * (`<SdkInstall />`) are imported by the pages themselves, at build time
 * (build/mdx/page-components.ts), so each page's chunk carries its own.
 */
export const mdxComponents: MDXComponents = {
  a: SiteLink,
  pre: CodeBlock,
};
