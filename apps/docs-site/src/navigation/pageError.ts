import { CRASH_PAGE_TITLE } from '@docs/docs-chrome';
import { createContext, useContext, useEffect } from 'react';

/**
 * Told whether an error screen (crash or load error) is showing in place of
 * the page, so the layout titles the document `Page Error`. Outside
 * the layout (the layout itself crashed) the title is set directly.
 */
export const PageErrorContext = createContext<(shown: boolean) => void>((shown) => {
  if (shown) document.title = CRASH_PAGE_TITLE;
});

/** Reports an error screen for as long as the calling component is mounted. */
export function useReportPageError(): void {
  const report = useContext(PageErrorContext);
  useEffect(() => {
    report(true);
    return () => report(false);
  }, [report]);
}
