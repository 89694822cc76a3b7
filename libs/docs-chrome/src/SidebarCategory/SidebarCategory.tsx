import { sdksSeeing, type SidebarCategory as SidebarCategoryItem, type SidebarItem } from '@docs/content-model';
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
  /** Renders `data-sdks="<keys>"` on it and on the entries inside that only some SDKs see (see `Sidebar`). */
  markSdks?: boolean;
}

/**
 * Renders sidebar entries: links and nested categories. Keys come from
 * labels and addresses, not positions, so that an entry keeps its element
 * (and a category its open state) when entries before it come or go.
 */
export function SidebarItems({
  items,
  activePath,
  level,
  onLinkClick,
  markSdks,
}: {
  items: readonly SidebarItem[];
  activePath?: string | undefined;
  level: number;
  onLinkClick?: (() => void) | undefined;
  markSdks?: boolean | undefined;
}) {
  const keys = itemKeys(items);
  return (
    <>
      {items.map((item, index) =>
        item.type === 'link' ? (
          <SidebarLink
            key={keys[index]}
            link={item}
            active={isActivePath(item.href, activePath)}
            level={level}
            {...(onLinkClick ? { onClick: onLinkClick } : {})}
            {...(markSdks ? { markSdks } : {})}
          />
        ) : (
          <SidebarCategory
            key={keys[index]}
            category={item}
            activePath={activePath}
            level={level}
            {...(onLinkClick ? { onLinkClick } : {})}
            {...(markSdks ? { markSdks } : {})}
          />
        ),
      )}
    </>
  );
}

/** A key per entry: its address or label, numbered from the second time the same one appears. */
function itemKeys(items: readonly SidebarItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = item.type === 'link' ? `link:${item.href}` : `category:${item.label}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  });
}

/**
 * A collapsible category: a button with `aria-expanded` that opens and closes
 * its list with a height animation (1 ms when reduced motion is preferred).
 * Opening the active page's categories is automatic; closing others is not.
 * Only the reader's own toggles animate: a category appears in its first
 * state (server render, hydration) and opens for navigation without moving,
 * because movement the reader did not ask for is a layout shift.
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
  markSdks,
}: SidebarCategoryProps) {
  const listId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const holdsActive = containsActivePath(category.items, activePath);
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = useState(
    category.collapsible && category.collapsed && !holdsActive,
  );
  // Open when navigation moves the active page into this category (never close automatically).
  const [heldActive, setHeldActive] = useState(holdsActive);
  // Whether the last change was the reader's toggle, the only one that animates.
  const [animate, setAnimate] = useState(false);
  if (heldActive !== holdsActive) {
    setHeldActive(holdsActive);
    if (holdsActive) {
      setUncontrolledCollapsed(false);
      setAnimate(false);
    }
  }
  const collapsed = category.collapsible && (controlledCollapsed ?? uncontrolledCollapsed);
  const [everOpened, setEverOpened] = useState(!collapsed);
  if (!collapsed && !everOpened) setEverOpened(true);

  const toggle = () => {
    const next = !collapsed;
    setAnimate(true);
    setUncontrolledCollapsed(next);
    onCollapsedChange?.(next);
  };
  const state = collapsed ? 'closed' : 'open';
  const duration = collapseDurationMs(category.items.length * ROW_HEIGHT, reducedMotion);

  return (
    <li
      className={styles.category}
      data-level={level}
      data-state={state}
      data-animate={animate || undefined}
      data-sdks={markSdks ? sdksSeeing(category)?.join(' ') : undefined}
    >
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
                markSdks={markSdks}
              />
            </ul>
          ) : null}
        </div>
      </div>
    </li>
  );
}
