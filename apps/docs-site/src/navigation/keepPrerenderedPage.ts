import { OFFLINE_PAGE, PAGE_PARTS_FAILED, PAGE_PARTS_LOADING, RETRY } from './noticeTexts';
import { isOffline, isPlainClick, leadsToOtherPage } from './pageLinks';
import type { PageNoticeHost } from './pageNotice';

export interface KeepPrerenderedPageOptions {
  /** Loads the page's chunk (what hydration needs) again. */
  load: () => Promise<unknown>;
  /** Starts the app over the prerendered page, once its chunk has loaded. */
  hydrate: () => void;
  notices: PageNoticeHost;
  /** The router's base (`/tutorials`): links under it lead to the site's pages. */
  basename: string;
  win?: Window;
}

/**
 * The page's chunk failed on the document's first load: a prerendered page is
 * whole without scripts, so it stays as the server rendered it (article,
 * title, links that load their page as a new document) instead of giving way
 * to an error. A notice says that the interactive parts did not load, with
 * Retry, which loads the chunk again and hydrates the page once it has.
 * Offline, a link to another page would load the browser's own error in place
 * of this page: it is not followed, and a notice says why. Returns a function
 * that stops watching links and the network (Retry's success calls it too).
 */
export function keepPrerenderedPage({
  load,
  hydrate,
  notices,
  basename,
  win = window,
}: KeepPrerenderedPageOptions): () => void {
  const doc = win.document;

  const showFailure = () => notices.show({ message: PAGE_PARTS_FAILED, action: { label: RETRY, onClick: retry } });

  function retry() {
    notices.show({ message: PAGE_PARTS_LOADING, action: { label: RETRY, onClick: retry, pending: true } });
    load().then(() => {
      stop();
      notices.hide();
      hydrate();
    }, showFailure);
  }

  const holdOfflineLinks = (event: MouseEvent) => {
    if (!isOffline(win.navigator) || !isPlainClick(event)) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !leadsToOtherPage(anchor, win.location.href, basename)) return;
    event.preventDefault();
    notices.show({ message: OFFLINE_PAGE, onDismiss: showFailure });
  };
  const backOnline = () => {
    if (notices.current()?.message === OFFLINE_PAGE) showFailure();
  };

  function stop() {
    doc.removeEventListener('click', holdOfflineLinks);
    win.removeEventListener('online', backOnline);
  }

  doc.addEventListener('click', holdOfflineLinks);
  win.addEventListener('online', backOnline);
  showFailure();
  return stop;
}
