import type { SdkKey } from '@docs/sdk-catalog';
import { useCallback } from 'react';
import { markdownFileForPath } from 'virtual:markdown-path';
import { siteConfig } from '../site.config';

/**
 * Whether an article reads the same for every SDK: no block shown to some SDKs only
 * (`data-sdks`) and no code tab picked by the reader's language (`data-sdk-languages`).
 * Its `.md` file, written by the build, is then the reader's Markdown as it is.
 */
export function readsTheSameForEverySdk(article: Element): boolean {
  return article.querySelector('[data-sdks], [data-sdk-languages]') === null;
}

/**
 * What the "Copy page" and "View as Markdown" controls need: the page's `.md` address (the file
 * the build writes beside it) and the page's Markdown for the reader's SDK. A page that reads the
 * same for every SDK copies its `.md` file (a few KB); any other page's Markdown is made on demand
 * from the article on screen by the build's own code (tools/scripts/page-markdown.mjs, as
 * `virtual:page-markdown`, about 94 KB gzip), loaded only then: it is not part of any page's first load.
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
    if (readsTheSameForEverySdk(article)) {
      const file = await fetch(markdownHref).catch(() => undefined);
      if (file?.ok) return file.text();
      // Not served (an old deployment, offline): made from the article like any other page.
    }
    const { articleMarkdown } = await import('virtual:page-markdown');
    return articleMarkdown(article.outerHTML, { sdk, title, description });
  }, [markdownHref, sdk, title, description]);
  // Pointing at "Copy page" starts loading the converter a page with SDK-specific parts needs.
  const prepareMarkdown = useCallback(() => {
    const article = document.querySelector('article.doc');
    if (article && !readsTheSameForEverySdk(article)) void import('virtual:page-markdown').catch(() => undefined);
  }, []);
  return { markdownHref, getMarkdown, prepareMarkdown };
}
