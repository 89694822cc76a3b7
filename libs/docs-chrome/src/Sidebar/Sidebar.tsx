import type { SidebarItem } from '@docs/content-model';
import { useEffect, useRef } from 'react';
import { SidebarItems } from '../SidebarCategory/SidebarCategory';
import { scrollDeltaToShow } from '../utils/sidebar';
import styles from './Sidebar.module.css';

export interface SidebarProps {
  /** The resolved sidebar the reader sees (`sidebarFor(...)` of `@docs/content-model`). */
  items: readonly SidebarItem[];
  /** Route path on screen (relative to the base path), e.g. `/getting-started/overview`. */
  activePath?: string;
  /** Accessible name of the navigation landmark; default `Docs sidebar`. */
  label?: string;
  /** Called when the reader follows a link (the mobile drawer closes on it). */
  onLinkClick?: () => void;
  /**
   * Marks each entry that only some SDKs see with `data-sdks="<keys>"` (space-separated, from `sdksSeeing` of
   * `@docs/content-model`), for a host that renders the entries of every SDK (`docsSidebarForEverySdk`) before it
   * knows the reader's SDK and hides the others with a stylesheet.
   */
  markSdks?: boolean;
}

/**
 * The docs sidebar: links and collapsible categories, the active page
 * highlighted, its categories open and scrolled into view. Not hideable.
 */
export function Sidebar({ items, activePath, label = 'Docs sidebar', onLinkClick, markSdks }: SidebarProps) {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && active) scrollIntoSidebarView(nav, active);
  }, [activePath]);
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label={label}>
      <ul className={styles.menu}>
        <SidebarItems items={items} activePath={activePath} level={1} onLinkClick={onLinkClick} markSdks={markSdks} />
      </ul>
    </nav>
  );
}

/**
 * Scrolls the box the sidebar scrolls in, never the window, so that `item` is
 * in view: its own box on the page (sticky, as tall as the window), or the
 * drawer's list it sits in on a phone. `scrollIntoView` would also scroll the
 * page, undoing the router's scroll restoration and the jump to a URL's anchor.
 */
function scrollIntoSidebarView(nav: HTMLElement, item: HTMLElement) {
  const box = scrollingBox(nav) ?? nav;
  box.scrollTop += scrollDeltaToShow(box.getBoundingClientRect(), item.getBoundingClientRect(), window.innerHeight);
}

/** The nearest element from `from` up, short of the document, whose content overflows its scrolling box. */
function scrollingBox(from: HTMLElement): HTMLElement | undefined {
  for (let element: HTMLElement | null = from; element && element !== document.body; element = element.parentElement) {
    const { overflowY } = getComputedStyle(element);
    if ((overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight) return element;
  }
  return undefined;
}
