import type { SidebarCategory as SidebarCategoryItem, SidebarItem } from '@docs/content-model';
import { useId, useState, type CSSProperties } from 'react';
import { usePrefersReducedMotion } from '../hooks/useMediaQuery';
import { ChevronIcon } from '../icons/icons';
import { SidebarLink } from '../SidebarLink/SidebarLink';
import { isActivePath } from '../utils/paths';
import { collapseDurationMs, containsActivePath } from '../utils/sidebar';
import styles from './SidebarCategory.module.css';

/** Approximate height of one sidebar row, to time the open/close animation without measuring. */
const ROW_HEIGHT = 36;

export interface SidebarCategoryProps {
  category: SidebarCategoryItem;
  /** Route path on screen; the category opens when it contains it. */
  activePath?: string;
  /** Nesting depth, from 1. */
  level?: number;
  /**
   * Controlled collapsed state. Default: uncontrolled, starting from `category.collapsed`, open when it holds the
   * active page and opening when navigation moves the active page into it.
   */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Called when the reader follows any link inside. */
  onLinkClick?: () => void;
}

/** Renders one sidebar entry: a link or a nested category. */
export function SidebarItems({
  items,
  activePath,
  level,
  onLinkClick,
}: {
  items: readonly SidebarItem[];
  activePath?: string | undefined;
  level: number;
  onLinkClick?: (() => void) | undefined;
}) {
  return (
    <>
      {items.map((item, index) =>
        item.type === 'link' ? (
          <SidebarLink
            key={`${item.href}-${index}`}
            link={item}
            active={isActivePath(item.href, activePath)}
            level={level}
            {...(onLinkClick ? { onClick: onLinkClick } : {})}
          />
        ) : (
          <SidebarCategory
            key={`${item.label}-${index}`}
            category={item}
            activePath={activePath}
            level={level}
            {...(onLinkClick ? { onLinkClick } : {})}
          />
        ),
      )}
    </>
  );
}

/**
 * A collapsible category: a button with `aria-expanded` that opens and closes
 * its list with a height animation (1 ms when reduced motion is preferred).
 * Opening the active page's categories is automatic; closing others is not.
 * Children of a category that was never opened are not rendered (small
 * prerendered HTML).
 */
export function SidebarCategory({
  category,
  activePath,
  level = 1,
  collapsed: controlledCollapsed,
  onCollapsedChange,
  onLinkClick,
}: SidebarCategoryProps) {
  const listId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const holdsActive = containsActivePath(category.items, activePath);
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = useState(
    category.collapsible && category.collapsed && !holdsActive,
  );
  // Open when navigation moves the active page into this category (never close automatically).
  const [heldActive, setHeldActive] = useState(holdsActive);
  if (heldActive !== holdsActive) {
    setHeldActive(holdsActive);
    if (holdsActive) setUncontrolledCollapsed(false);
  }
  const collapsed = category.collapsible && (controlledCollapsed ?? uncontrolledCollapsed);
  const [everOpened, setEverOpened] = useState(!collapsed);
  if (!collapsed && !everOpened) setEverOpened(true);

  const toggle = () => {
    const next = !collapsed;
    setUncontrolledCollapsed(next);
    onCollapsedChange?.(next);
  };
  const state = collapsed ? 'closed' : 'open';
  const duration = collapseDurationMs(category.items.length * ROW_HEIGHT, reducedMotion);

  return (
    <li className={styles.category} data-level={level} data-state={state}>
      {category.collapsible ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={toggle}
          data-state={holdsActive ? 'active' : undefined}
        >
          <span className={styles.label}>{category.label}</span>
          <ChevronIcon className={styles.chevron} />
        </button>
      ) : (
        <span className={styles.heading}>{category.label}</span>
      )}
      <div
        id={listId}
        className={styles.collapsible}
        data-state={state}
        inert={collapsed}
        style={{ '--docs-collapse-duration': `${duration}ms` } as CSSProperties}
      >
        <div className={styles.inner}>
          {everOpened ? (
            <ul className={styles.items}>
              <SidebarItems
                items={category.items}
                activePath={activePath}
                level={level + 1}
                onLinkClick={onLinkClick}
              />
            </ul>
          ) : null}
        </div>
      </div>
    </li>
  );
}
