import type { SidebarItem } from '@docs/content-model';
import { describe, expect, it } from 'vitest';
import { collapseDurationMs, containsActivePath, firstSidebarHref, scrollDeltaToShow } from './sidebar';

const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Empty',
    collapsible: true,
    collapsed: true,
    items: [],
  },
  {
    type: 'category',
    label: 'Getting started',
    collapsible: true,
    collapsed: true,
    items: [{ type: 'link', docId: 'getting-started/overview', href: '/getting-started/overview', label: 'Overview' }],
  },
];

describe('sidebar helpers', () => {
  it('finds the active path at any depth', () => {
    expect(containsActivePath(items, '/getting-started/overview/')).toBe(true);
    expect(containsActivePath(items, '/nowhere')).toBe(false);
  });

  it('finds the first link target, skipping empty categories', () => {
    expect(firstSidebarHref(items)).toBe('/getting-started/overview');
    expect(firstSidebarHref([])).toBeUndefined();
  });

  it('animates categories for a height-based time, 1 ms with reduced motion', () => {
    expect(collapseDurationMs(400, true)).toBe(1);
    expect(collapseDurationMs(0, false)).toBe(200);
    const short = collapseDurationMs(100, false);
    const long = collapseDurationMs(2000, false);
    expect(short).toBeGreaterThan(1);
    expect(long).toBeGreaterThan(short);
    expect(collapseDurationMs(1e9, false)).toBe(1000);
  });

  it('scrolls a box only when its item is off the part the window shows, then centres it there', () => {
    const box = { top: 100, bottom: 760 };
    expect(scrollDeltaToShow(box, { top: 300, bottom: 336 }, 720)).toBe(0);
    // Below the window's bottom (720 px) though inside the box: centred between 100 and 720 px.
    expect(scrollDeltaToShow(box, { top: 730, bottom: 766 }, 720)).toBe(748 - 410);
    // Above the box (scrolled past): brought down to the middle.
    expect(scrollDeltaToShow(box, { top: 40, bottom: 76 }, 720)).toBe(58 - 410);
    // The box's top off screen: what shows starts at the window's top.
    expect(scrollDeltaToShow({ top: -200, bottom: 400 }, { top: -100, bottom: -64 }, 720)).toBe(-82 - 200);
  });
});
