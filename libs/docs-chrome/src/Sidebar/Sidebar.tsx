import type { SidebarItem } from '@docs/content-model';
import { useEffect, useRef } from 'react';
import { SidebarItems } from '../SidebarCategory/SidebarCategory';
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
}

/**
 * The docs sidebar: links and collapsible categories, the active page
 * highlighted, its categories open and scrolled into view. Not hideable.
 */
export function Sidebar({ items, activePath, label = 'Docs sidebar', onLinkClick }: SidebarProps) {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [activePath]);
  return (
    <nav ref={navRef} className={styles.sidebar} aria-label={label}>
      <ul className={styles.menu}>
        <SidebarItems items={items} activePath={activePath} level={1} onLinkClick={onLinkClick} />
      </ul>
    </nav>
  );
}
