import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for the opened page to show the section (its chunk may still be loading). */
const WAIT_MS = 3000;

/** The element a URL hash points at (`#a%20b` -> id `a b`), if it is on the page. */
function targetOf(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Not percent-encoded: use it as written.
  }
  return document.getElementById(id);
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * After a search result opens a page, shows the result's section: scrolls
 * its heading into view once the new page is on screen (or to the top for a
 * page result). Returns the function to call with the result's href.
 */
export function useScrollToResult(): (href: string) => void {
  const location = useLocation();
  const expected = useRef<{ pathname: string; hash: string } | undefined>(undefined);

  useEffect(() => {
    const target = expected.current;
    if (!target || target.pathname !== decoded(location.pathname) || target.hash !== location.hash) return;
    expected.current = undefined;
    if (!target.hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const deadline = performance.now() + WAIT_MS;
    let frame = 0;
    // One frame after the page is there, so the page's own effects (the sidebar bringing its
    // active link into view) do not move the window after this.
    const tryScroll = () => {
      const element = targetOf(target.hash);
      if (element) frame = requestAnimationFrame(() => element.scrollIntoView({ block: 'start' }));
      else if (performance.now() < deadline) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [location]);

  return useCallback((href: string) => {
    const url = new URL(href, 'http://site.invalid');
    expected.current = { pathname: decoded(url.pathname), hash: url.hash };
  }, []);
}
