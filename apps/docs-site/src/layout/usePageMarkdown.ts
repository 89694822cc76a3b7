import type { SdkKey } from '@docs/sdk-catalog';
import { useCallback } from 'react';
import { markdownFileForPath } from 'virtual:markdown-path';
import { siteConfig } from '../site.config';

/**
 * What the "Copy page" and "View as Markdown" controls need: the page's `.md` address (the file
 * the build writes beside it) and the page's Markdown for the reader's SDK, made on demand from
 * the article on screen by the build's own code (tools/scripts/page-markdown.mjs, as `virtual:page-markdown`), loaded only
 * then: it is not part of any page's first load.
 */
export function usePageMarkdown(
  pathname: string,
  sdk: SdkKey,
  page: { title: string; description?: string } | undefined,
) {
  const markdownHref = `${siteConfig.basePath}${markdownFileForPath(pathname)}`;
  const title = page?.title ?? '';
  const description = page?.description;
  const getMarkdown = useCallback(async () => {
    const article = document.querySelector('article.doc');
    if (!article) return undefined;
    const { articleMarkdown } = await import('virtual:page-markdown');
    return articleMarkdown(article.outerHTML, { sdk, title, description });
  }, [sdk, title, description]);
  return { markdownHref, getMarkdown };
}
