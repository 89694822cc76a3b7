import { sidebarLinks, type SidebarItem } from '@docs/content-model';
import { normalizePath } from './paths';

/**
 * The normalised paths of every link in `items`, at any depth; kept per list (sidebars are not
 * changed in place), as every category of the sidebar asks on every page.
 */
const pathsCache = new WeakMap<readonly SidebarItem[], ReadonlySet<string>>();

function linkPaths(items: readonly SidebarItem[]): ReadonlySet<string> {
  let paths = pathsCache.get(items);
  if (!paths) pathsCache.set(items, (paths = new Set(sidebarLinks(items).map((link) => normalizePath(link.href)))));
  return paths;
}

/** Whether any link in `items`, at any depth, points at `activePath` (query, hash and trailing slash ignored). */
export function containsActivePath(items: readonly SidebarItem[], activePath: string | undefined): boolean {
  return activePath !== undefined && linkPaths(items).has(normalizePath(activePath));
}

/** The first link of a sidebar in display order (its link target), if it has one. */
export function firstSidebarHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    const inner = firstSidebarHref(item.items);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * How long a category takes to open or close, from the height of its content:
 * longer lists move a little longer, capped at 1 s. With reduced motion
 * preferred it is 1 ms, so the category opens at once.
 */
export function collapseDurationMs(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  if (!Number.isFinite(height) || height <= 0) return 200;
  const constant = height / 36;
  return Math.min(Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10), 1000);
}

/** A vertical extent on screen, in CSS pixels from the top of the window. */
export interface VerticalSpan {
  top: number;
  bottom: number;
}

/**
 * How far a scrolling box should scroll (a delta for its `scrollTop`) so that `item` inside it is on screen:
 * 0 when it already is, else the item centred in the part of the box the window shows (a sticky sidebar below
 * an announcement bar reaches past the window's bottom until the page scrolls), so the entries around it show too.
 */
export function scrollDeltaToShow(box: VerticalSpan, item: VerticalSpan, windowHeight: number): number {
  const visibleTop = Math.max(box.top, 0);
  const visibleBottom = Math.min(box.bottom, windowHeight);
  if (item.top >= visibleTop && item.bottom <= visibleBottom) return 0;
  return Math.round((item.top + item.bottom) / 2 - (visibleTop + visibleBottom) / 2);
}
