import { createContext, useContext } from 'react';

/** What the page's error boundary and focus handling need from the router's owner ({@link SiteRouter}). */
export interface PageLoadContextValue {
  /** Loads the current URL's page again, showing the spinner meanwhile. */
  retry: () => void;
  /** True after a Retry: the page that appears takes the focus. */
  retried: boolean;
  /** True while the browser is loading the page afresh after a chunk failure. */
  isReloading: () => boolean;
}

export const PageLoadContext = createContext<PageLoadContextValue>({
  retry: () => window.location.reload(),
  retried: false,
  isReloading: () => false,
});

export const usePageLoad = () => useContext(PageLoadContext);
