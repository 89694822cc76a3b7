import { Component, createContext, useContext, type ReactNode } from 'react';
import { useDocsChrome } from '../context/DocsChromeProvider';
import { ExternalLinkIcon, SourceIcon } from '../icons/icons';
import { NavbarColorModeToggle } from '../NavbarColorModeToggle/NavbarColorModeToggle';
import { NavbarLanguageSwitcher } from '../NavbarLanguageSwitcher/NavbarLanguageSwitcher';
import { NavbarSdkSelector } from '../NavbarSdkSelector/NavbarSdkSelector';
import { NavbarSdkSwitch } from '../NavbarSdkSwitch/NavbarSdkSwitch';
import { isExternalHref, isInSection } from '../utils/paths';
import type { NavbarItemConfig, NavbarItemContextValue } from './types';
import a11y from '../theme/a11y.module.css';
import styles from './NavbarItem.module.css';

const NavbarItemContext = createContext<NavbarItemContextValue | null>(null);

/** Provides the navbar's values to its items (the `Navbar` does this). */
export const NavbarItemProvider = NavbarItemContext.Provider;

function useNavbarItemContext(): NavbarItemContextValue {
  const value = useContext(NavbarItemContext);
  if (!value) throw new Error('NavbarItem must be rendered inside a Navbar (or a NavbarItemProvider).');
  return value;
}

/** The error thrown for a navbar item whose `type` has no component. */
export function unknownNavbarItemError(type: unknown): Error {
  return new Error(`No NavbarItem component found for type "${String(type)}".`);
}

/** The error thrown for a `sidebarLink` item whose sidebar has no page to link to. */
export function sidebarWithoutLinkError(sidebarId: string): Error {
  return new Error(
    `Navbar item of type "sidebarLink": sidebar "${sidebarId}" has no link target (it holds no doc link, or no sidebar has that id).`,
  );
}

/** The error rethrown when a navbar item fails to render: names the item's configuration. */
export function navbarItemRenderError(item: unknown, cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new Error(
    `A navbar item failed to render: ${reason}\nPlease check this navbar item of your site configuration:\n${JSON.stringify(item, null, 2)}`,
    { cause },
  );
}

function ItemLink({
  href,
  className,
  current = false,
  children,
}: {
  href: string;
  className?: string | undefined;
  /** The page on screen is in the link's section. */
  current?: boolean;
  children: ReactNode;
}) {
  const { Link } = useDocsChrome();
  const { onNavigate } = useNavbarItemContext();
  if (isExternalHref(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {children}
        <ExternalLinkIcon className={styles.externalIcon} />
        <span className={a11y.visuallyHidden}>(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link
      href={href}
      className={className}
      {...(current ? { 'aria-current': 'page' as const } : {})}
      {...(onNavigate ? { onClick: onNavigate } : {})}
    >
      {children}
    </Link>
  );
}

function NavbarItemContent({ item }: { item: NavbarItemConfig }) {
  const context = useNavbarItemContext();
  switch (item.type) {
    case 'docsSwitch':
      return (
        <NavbarSdkSwitch
          sdk={context.sdk}
          productName={context.productName}
          active={context.activeSwitch}
          {...(context.switchLinks ? { links: context.switchLinks } : {})}
          onSelect={(key) => {
            context.onSwitchSelect?.(key);
            context.onNavigate?.();
          }}
        />
      );
    case 'sdkSelector':
      return (
        <NavbarSdkSelector
          value={context.sdk}
          onSelect={context.onSdkSelect}
          compact={context.mobile}
          {...(context.markSdks ? { markEverySdk: true } : {})}
          {...(item.label !== undefined ? { label: item.label } : {})}
          {...(item.tooltip !== undefined ? { tooltip: item.tooltip } : {})}
        />
      );
    case 'search':
      return <div className={styles.search}>{context.search}</div>;
    case 'localeDropdown':
      return (
        <NavbarLanguageSwitcher
          mobile={context.mobile}
          {...(context.locales ? { locales: context.locales } : {})}
          {...(context.currentLocale ? { currentLocale: context.currentLocale } : {})}
          {...(context.onNavigate ? { onNavigate: context.onNavigate } : {})}
        />
      );
    case 'colorModeToggle':
      return <NavbarColorModeToggle value={context.colorMode} onChange={context.onColorModeChange} />;
    case 'link':
      return item.icon === 'source' && !context.mobile ? (
        <a
          href={item.href}
          className={styles.iconLink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${item.label} (opens in a new tab)`}
        >
          <SourceIcon />
        </a>
      ) : (
        <ItemLink href={item.href} className={styles.link} current={isInSection(item.href, context.pathname)}>
          {item.label}
        </ItemLink>
      );
    case 'button':
      return (
        <ItemLink href={item.href} className={styles.button}>
          {item.label}
        </ItemLink>
      );
    case 'sidebarLink': {
      const target = context.sidebarLinkTargets[item.sidebarId];
      if (target === undefined) throw sidebarWithoutLinkError(item.sidebarId);
      return (
        <ItemLink href={target} className={styles.link}>
          {item.label}
        </ItemLink>
      );
    }
    default:
      throw unknownNavbarItemError((item as { type?: unknown }).type);
  }
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** Rethrows any error of one item with a message naming the item's configuration. */
class NavbarItemErrorBoundary extends Component<{ item: NavbarItemConfig; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override render() {
    if (this.state.failed) throw navbarItemRenderError(this.props.item, this.state.error);
    return this.props.children;
  }
}

export interface NavbarItemProps {
  item: NavbarItemConfig;
}

/**
 * Renders one configured navbar item. Throws `No NavbarItem component found
 * for type "<type>"` for an unknown type, and rethrows any failure with the
 * item's configuration in the message.
 */
export function NavbarItem({ item }: NavbarItemProps) {
  return (
    <NavbarItemErrorBoundary item={item}>
      <NavbarItemContent item={item} />
    </NavbarItemErrorBoundary>
  );
}
