import { sdksSeeing, type SidebarLink as SidebarLinkItem } from '@docs/content-model';
import { useDocsChrome } from '../context/DocsChromeProvider';
import styles from './SidebarLink.module.css';

export interface SidebarLinkProps {
  link: SidebarLinkItem;
  /** Whether this link is the page on screen: highlighted, `aria-current="page"`. */
  active: boolean;
  /** Nesting depth, from 1. */
  level?: number;
  /** Called when the reader follows the link (the mobile drawer closes on it). */
  onClick?: () => void;
  /** Renders `data-sdks="<keys>"` when only some SDKs see the link (see `Sidebar`'s `markSdks`). */
  markSdks?: boolean;
}

/** One page link of the sidebar, rendered with the host's link component. */
export function SidebarLink({ link, active, level = 1, onClick, markSdks }: SidebarLinkProps) {
  const { Link } = useDocsChrome();
  return (
    <li className={styles.item} data-level={level} data-sdks={markSdks ? sdksSeeing(link)?.join(' ') : undefined}>
      <Link
        href={link.href}
        className={styles.link}
        {...(active ? { 'aria-current': 'page' as const } : {})}
        {...(onClick ? { onClick } : {})}
      >
        <span data-state={active ? 'active' : undefined} className={styles.label}>
          {link.label}
        </span>
      </Link>
    </li>
  );
}
