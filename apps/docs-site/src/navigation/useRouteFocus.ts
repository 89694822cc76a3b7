import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPage } from './focusPage';
import { usePageLoad } from './pageLoad';

/**
 * After a client navigation, once the new page (or its error screen) is on
 * screen (`ready`), moves the focus to its heading or main content and returns
 * a message for the live region announcing it (the heading's text). The
 * first page of a document keeps the browser's focus, unless it appeared
 * after a Retry.
 */
export function useRouteFocus(ready: boolean): string {
  const { key, hash } = useLocation();
  const { retried } = usePageLoad();
  const [announcement, setAnnouncement] = useState('');
  /** The location whose page has been shown (and focused) already. */
  const handled = useRef<string | null>(retried ? null : key);

  useEffect(() => {
    if (!ready || handled.current === key) return;
    handled.current = key;
    setAnnouncement(focusPage(document, hash));
  }, [ready, key, hash]);

  return announcement;
}
