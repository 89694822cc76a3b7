/**
 * The MDX pipeline of every page: front matter (exported as `frontmatter`;
 * validated against the content model when the site is prerendered), GFM,
 * admonitions, reading time, code samples named by id (remark-code-samples.ts), the server API
 * reference's parts rendered from its OpenAPI document (openapi/remark-api-operation.ts), imports of the components the page uses, image sizes (local images become bundled
 * assets), heading ids with anchor links, the page's headings for its table
 * of contents, tables that scroll in their own box, build-time highlighting (a fence in a language it
 * does not load is a warning), and the record of the page's links with their lines for the link
 * check (rehype-collect-links.ts). Order matters: ids before
 * headings are collected, anchor links appended after, highlighting last
 * (its colours then become classes, and its tokens one HTML string per block).
 *
 * This module is loaded with the Vite config (by Vitest too),
 * so it imports no workspace package: their TypeScript sources cannot load there.
 */
import type { Options as MdxOptions } from '@mdx-js/rollup';
import rehypeShiki from '@shikijs/rehype';
import type { Element, Root } from 'hast';
import type { PluggableList } from 'unified';
import { toString } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeMdxImportMedia from 'rehype-mdx-import-media';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { rehypeCodeClasses } from './code-colours.ts';
import { shikiOptions, validCodeLanguages } from './highlight.ts';
import { CloningCache } from './shiki-cache.ts';
import { rehypeCodeHtml } from './rehype-code-html.ts';
import { rehypeExportHeadings } from './rehype-export-headings.ts';
import { rehypeImageSize } from './rehype-image-size.ts';
import { rehypeTableScroll } from './rehype-table-scroll.ts';
import { PAGE_COMPONENTS } from './page-components.ts';
import { rehypeCollectLinks } from './rehype-collect-links.ts';
import { remarkApiOperation } from './openapi/remark-api-operation.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkCodeLanguages } from './remark-code-languages.ts';
import { remarkCodeSamples } from './remark-code-samples.ts';
import { remarkExportReadingTime } from './remark-export-reading-time.ts';
import { remarkImportComponents } from './remark-import-components.ts';

export interface PipelineOptions {
  /** Highlighted snippets, shared by every page this pipeline compiles (one per build). */
  highlightCache?: CloningCache<Root>;
}

/**
 * The rehype steps every page's HTML tree takes after its heading ids are set and its headings
 * collected, MDX pages and SDK template pages alike (build/sdk-pages): anchor links on headings,
 * highlighting, colours as classes, tokens as one HTML string per block.
 */
export function headingAnchorsAndCode(highlightCache: CloningCache<Root>): PluggableList {
  return [
    [
      rehypeAutolinkHeadings,
      {
        behavior: 'append',
        test: ['h2', 'h3', 'h4'],
        properties: (heading: Element) => ({
          className: ['heading-anchor'],
          ariaLabel: `Link to the section “${toString(heading).trim()}”`,
        }),
        content: { type: 'text', value: '#' },
      },
    ],
    [rehypeShiki, { ...shikiOptions, cache: highlightCache }],
    rehypeCodeClasses,
    rehypeCodeHtml,
  ];
}

export function mdxPipeline({ highlightCache = new CloningCache() }: PipelineOptions = {}): MdxOptions {
  return {
    remarkPlugins: [
      remarkFrontmatter,
      [remarkMdxFrontmatter, { name: 'frontmatter' }],
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkExportReadingTime,
      remarkCodeSamples,
      remarkApiOperation,
      [remarkImportComponents, PAGE_COMPONENTS],
      remarkCodeLanguages(validCodeLanguages()),
    ],
    rehypePlugins: [
      // Sizes are read from the files before their paths become imports (bundled, hashed assets).
      rehypeImageSize,
      rehypeMdxImportMedia,
      rehypeSlug,
      rehypeExportHeadings,
      rehypeTableScroll,
      ...headingAnchorsAndCode(highlightCache),
      rehypeCollectLinks,
    ],
  };
}
