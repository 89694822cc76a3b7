import type { SidebarItem } from '@docs/content-model';
import { describe, expect, it } from 'vitest';
import { collapseDurationMs, containsActivePath, firstSidebarHref } from './sidebar';

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
});
