import type { SdkKey } from '@docs/sdk-catalog';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useDocsChrome } from '../context/DocsChromeProvider';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useHideOnScroll } from '../hooks/useHideOnScroll';
import { MenuIcon } from '../icons/icons';
import { NavbarColorModeToggle, type ColorMode } from '../NavbarColorModeToggle/NavbarColorModeToggle';
import { NavbarItem, NavbarItemProvider } from '../NavbarItem/NavbarItem';
import type { NavbarItemConfig, NavbarItemContextValue } from '../NavbarItem/types';
import type { NavbarLocale } from '../NavbarLanguageSwitcher/NavbarLanguageSwitcher';
import { NavbarMobileSidebar, preloadMobileSidebar } from '../NavbarMobileSidebar/NavbarMobileSidebar';
import type { NavbarSwitchKey, NavbarSwitchLink } from '../NavbarSdkSwitch/NavbarSdkSwitch';
import { isInSection } from '../utils/paths';
import styles from './Navbar.module.css';

export interface NavbarLogo {
  src: string;
  /** Alternative text; leave empty when the title sits next to the logo. */
  alt?: string;
  width?: number;
  height?: number;
}

export interface NavbarProps {
  /** Site title next to the logo, e.g. `Eyes Tutorials`. */
  title: string;
  logo?: NavbarLogo;
  /** Where the brand links; default `/`. */
  homeHref?: string;
  /** The configured items, in order; `position` puts them left or right. */
  items: readonly NavbarItemConfig[];
  /** Current SDK (shared state). */
  sdk: SdkKey;
  /**
   * The page was rendered before the reader's SDK is known: the SDK selector carries every SDK's
   * name, each marked `data-sdks="<key>"`, for a stylesheet rule written before the first paint.
   */
  markSdks?: boolean;
  /** The reader picked an SDK in the selector; the host applies the navigation rules. */
  onSdkSelect: (sdk: SdkKey) => void;
  /** Product name for the switches; default `Eyes`. */
  productName?: string;
  /** The switch that describes the page on screen; none when omitted (a page outside the documentation). */
  activeSwitch?: NavbarSwitchKey | undefined;
  /** Targets of the two switches; default {@link sdkSwitchLinks}. */
  switchLinks?: readonly [NavbarSwitchLink, NavbarSwitchLink];
  onSwitchSelect?: (key: NavbarSwitchKey) => void;
  /** The search box (slot for `search` items). */
  search?: ReactNode;
  locales?: readonly NavbarLocale[];
  currentLocale?: string;
  /** Controlled colour mode; with `onColorModeChange`. */
  colorMode?: ColorMode;
  defaultColorMode?: ColorMode;
  onColorModeChange?: (mode: ColorMode) => void;
  /** First page of each sidebar, for `sidebarLink` items (`firstSidebarHref`). */
  sidebarLinkTargets?: Readonly<Record<string, string | undefined>>;
  /** The docs sidebar shown in the mobile drawer (e.g. a `<Sidebar>`). */
  mobileSidebar?: ReactNode;
  /** Controlled drawer state; with `onMobileSidebarOpenChange`. */
  mobileSidebarOpen?: boolean;
  defaultMobileSidebarOpen?: boolean;
  onMobileSidebarOpenChange?: (open: boolean) => void;
  /**
   * Route path on screen: the drawer closes when it changes (navigation), and a `link` item to
   * its section (Blog on `/blog/...`) is marked current, the documentation switches then none.
   */
  pathname?: string;
  /** Hide on scroll down, show on scroll up; default `false`. */
  hideOnScroll?: boolean;
}

const EMPTY_TARGETS: Readonly<Record<string, string | undefined>> = {};

/**
 * The site's navigation bar: brand, configured items (SDK switches, SDK
 * selector, search, language, colour mode, links, Get Started) and, below
 * 996px, a hamburger opening the drawer with the docs sidebar and the items.
 */
export function Navbar({
  title,
  logo,
  homeHref = '/',
  items,
  sdk,
  markSdks = false,
  onSdkSelect,
  productName = 'Eyes',
  activeSwitch,
  switchLinks,
  onSwitchSelect,
  search,
  locales,
  currentLocale,
  colorMode: colorModeProp,
  defaultColorMode = 'light',
  onColorModeChange,
  sidebarLinkTargets = EMPTY_TARGETS,
  mobileSidebar,
  mobileSidebarOpen,
  defaultMobileSidebarOpen = false,
  onMobileSidebarOpenChange,
  pathname,
  hideOnScroll = false,
}: NavbarProps) {
  const { Link } = useDocsChrome();
  const drawerId = useId();
  const [colorMode, setColorMode] = useControllableState({
    prop: colorModeProp,
    defaultProp: defaultColorMode,
    onChange: onColorModeChange,
    caller: 'Navbar',
  });
  const [open, setOpen] = useControllableState({
    prop: mobileSidebarOpen,
    defaultProp: defaultMobileSidebarOpen,
    onChange: onMobileSidebarOpenChange,
    caller: 'Navbar',
  });
  const hidden = useHideOnScroll(hideOnScroll && !open);

  // Close the drawer on navigation (a new pathname).
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    if (open) setOpen(false);
  }
  const close = useCallback(() => setOpen(false), [setOpen]);

  // On a page of a link's section (the blog) that link is the current item, not a documentation switch.
  const inLinkSection = items.some((item) => item.type === 'link' && isInSection(item.href, pathname));
  const shownSwitch = inLinkSection ? undefined : activeSwitch;

  const baseContext = useMemo<Omit<NavbarItemContextValue, 'mobile' | 'onNavigate'>>(
    () => ({
      sdk,
      markSdks,
      onSdkSelect,
      productName,
      activeSwitch: shownSwitch,
      pathname,
      switchLinks,
      onSwitchSelect,
      search,
      locales,
      currentLocale,
      colorMode,
      onColorModeChange: setColorMode,
      sidebarLinkTargets,
    }),
    [
      sdk,
      markSdks,
      onSdkSelect,
      productName,
      shownSwitch,
      pathname,
      switchLinks,
      onSwitchSelect,
      search,
      locales,
      currentLocale,
      colorMode,
      setColorMode,
      sidebarLinkTargets,
    ],
  );
  const desktopContext = useMemo(() => ({ ...baseContext, mobile: false }), [baseContext]);
  // In the drawer, an SDK choice also closes it: the reader sees the page follow the new SDK (or the
  // page it led to) instead of the menu they chose from.
  const onDrawerSdkSelect = useCallback(
    (key: SdkKey) => {
      onSdkSelect(key);
      close();
    },
    [onSdkSelect, close],
  );
  const mobileContext = useMemo(
    () => ({ ...baseContext, onSdkSelect: onDrawerSdkSelect, mobile: true, onNavigate: close }),
    [baseContext, onDrawerSdkSelect, close],
  );

  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position !== 'left');
  const renderItems = (list: readonly NavbarItemConfig[]) =>
    list.map((item, index) => (
      <div key={`${item.type}-${index}`} className={styles.item} data-type={item.type}>
        <NavbarItem item={item} />
      </div>
    ));
  const brand = (
    <Link href={homeHref} className={styles.brand}>
      {logo ? (
        <img
          className={styles.logo}
          src={logo.src}
          alt={logo.alt ?? ''}
          width={logo.width ?? 32}
          height={logo.height ?? 32}
        />
      ) : null}
      <span className={styles.title}>{title}</span>
    </Link>
  );

  return (
    <>
      <nav className={styles.navbar} aria-label="Main" data-state={hidden ? 'hidden' : 'visible'}>
        <div className={styles.inner}>
          <NavbarItemProvider value={desktopContext}>
            <div className={styles.left}>
              <button
                type="button"
                className={styles.hamburger}
                aria-label="Toggle navigation bar"
                aria-expanded={open}
                // The drawer is only in the document while open; a reference to a missing id is invalid.
                aria-controls={open ? drawerId : undefined}
                onClick={() => setOpen(!open)}
                onPointerEnter={preloadMobileSidebar}
                onPointerDown={preloadMobileSidebar}
                onFocus={preloadMobileSidebar}
              >
                <MenuIcon />
              </button>
              {brand}
              {renderItems(left)}
            </div>
            <div className={styles.right}>{renderItems(right)}</div>
          </NavbarItemProvider>
        </div>
      </nav>
      <NavbarItemProvider value={mobileContext}>
        <NavbarMobileSidebar
          open={open}
          onClose={close}
          id={drawerId}
          header={
            <>
              {brand}
              <NavbarColorModeToggle value={colorMode} onChange={setColorMode} />
            </>
          }
          {...(mobileSidebar !== undefined ? { sidebar: mobileSidebar } : {})}
        >
          <ul className={styles.mobileItems}>
            {items
              .filter((item) => item.type !== 'colorModeToggle' && item.type !== 'search')
              .map((item, index) => (
                <li key={`${item.type}-${index}`} className={styles.mobileItem}>
                  <NavbarItem item={item} />
                </li>
              ))}
          </ul>
        </NavbarMobileSidebar>
      </NavbarItemProvider>
    </>
  );
}
