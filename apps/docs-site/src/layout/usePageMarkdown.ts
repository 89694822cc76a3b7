import type { SdkKey } from '@docs/sdk-catalog';
import { useCallback } from 'react';
import { markdownFileForPath } from 'virtual:markdown-path';
import { siteConfig } from '../site.config';

/** The Markdown converter, loaded on first use: it is not part of any page's first load. */
const loadConverter = () => import('virtual:page-markdown');

/**
 * What the "Copy page" and "View as Markdown" controls need: the page's `.md` address (the file
 * the build writes beside it) and the page's Markdown for the reader's SDK, made on demand from
 * the article on screen (which shows the reader's SDK's parts only) by the build's own code
 * (tools/scripts/page-markdown.mjs, as `virtual:page-markdown`). Pointing at "Copy page" starts
 * loading that code, so the copy that follows is quick.
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
    const { articleMarkdown } = await loadConverter();
    return articleMarkdown(article.outerHTML, { sdk, title, description });
  }, [sdk, title, description]);
  const prepareMarkdown = useCallback(() => {
    void loadConverter().catch(() => undefined);
  }, []);
  return { markdownHref, getMarkdown, prepareMarkdown };
}
