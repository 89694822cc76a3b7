import type { SdkKey } from '@docs/sdk-catalog';
import { useCallback } from 'react';
import { markdownFileForPath } from 'virtual:markdown-path';
import { siteConfig } from '../site.config';

/** The Markdown converter, loaded on first use: it is not part of any page's first load. */
const loadConverter = () => import('virtual:page-markdown');

/** What a page's Markdown is made of: a doc's article, or a blog listing's column. */
const PAGE_MARKDOWN_SOURCE = 'article.doc, [data-page-markdown]';

/** The site's origin (`https://docs.example`), without the path `siteConfig.origin` may carry. */
const SITE_ORIGIN = new URL(siteConfig.origin).origin;

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
    const article = document.querySelector(PAGE_MARKDOWN_SOURCE);
    if (!article) return undefined;
    const { articleMarkdown } = await loadConverter();
    // Links as in the page's `.md`: absolute, to the site's own address, so they still lead
    // somewhere once pasted into a chat or a file.
    return articleMarkdown(article.outerHTML, { sdk, title, description, origin: SITE_ORIGIN });
  }, [sdk, title, description]);
  const prepareMarkdown = useCallback(() => {
    void loadConverter().catch(() => undefined);
  }, []);
  return { markdownHref, getMarkdown, prepareMarkdown };
}
