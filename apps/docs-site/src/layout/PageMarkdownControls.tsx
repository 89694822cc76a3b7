import { PageMarkdownActions } from '@docs/docs-chrome';
import type { SdkKey } from '@docs/sdk-catalog';
import { useLocation } from 'react-router-dom';
import { useRouteHandle } from '../routes/useRouteHandle';
import { usePageMarkdown } from './usePageMarkdown';

/**
 * "Copy page" and "View as Markdown" for the page on screen: its `.md`, and its Markdown for
 * the reader's SDK. Doc pages show them beside their breadcrumbs, blog pages above their column.
 */
export function PageMarkdownControls({ sdk }: { sdk: SdkKey }) {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const { markdownHref, getMarkdown, prepareMarkdown } = usePageMarkdown(pathname, sdk, handle);
  return <PageMarkdownActions markdownHref={markdownHref} getMarkdown={getMarkdown} onPrepare={prepareMarkdown} />;
}
