import { cleanPath } from '../routes/cleanPath';
import { isUnderBase } from './baseUrl';

/**
 * Pure tests about links and locations, for deciding whether following a
 * link would leave the page while the browser is offline.
 */

/** The browser reports that it has no network (`navigator.onLine` is false); unknown counts as online. */
export const isOffline = (nav: { onLine?: boolean } | undefined): boolean => nav?.onLine === false;

/** The parts of a click that decide whether the browser follows a link in the same tab. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** A primary-button click with no modifier that nothing has handled yet: the link opens in this tab. */
export const isPlainClick = (event: ClickLike): boolean =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** The parts of a link that decide where it leads. */
export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * True when following `anchor` in this tab would load another page of the
 * site (under `basename`) as a new document: not a link to a part of this
 * page, another site, a new tab or a download.
 */
export function leadsToOtherPage(anchor: AnchorLike, currentHref: string, basename: string): boolean {
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const current = new URL(currentHref);
  let next: URL;
  try {
    next = new URL(anchor.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  return isUnderBase(next.pathname, basename) && leavesPage(current, next);
}

/** True when going from `current` to `next` shows another page (another path), not a part of the same one. */
export const leavesPage = (current: { pathname: string }, next: { pathname: string }): boolean =>
  cleanPath(current.pathname) !== cleanPath(next.pathname);
