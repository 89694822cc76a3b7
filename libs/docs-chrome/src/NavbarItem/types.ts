import type { ReactNode } from 'react';
import type { SdkKey } from '@docs/sdk-catalog';
import type { ColorMode } from '../NavbarColorModeToggle/NavbarColorModeToggle';
import type { NavbarLocale } from '../NavbarLanguageSwitcher/NavbarLanguageSwitcher';
import type { NavbarSwitchKey, NavbarSwitchLink } from '../NavbarSdkSwitch/NavbarSdkSwitch';

interface NavbarItemBase {
  /** Side of the navbar; default `right`. */
  position?: 'left' | 'right';
}

/** A navbar item from the site configuration. */
export type NavbarItemConfig = NavbarItemBase &
  (
    | { type: 'docsSwitch' }
    | { type: 'sdkSelector'; label?: string; tooltip?: string }
    | { type: 'search' }
    | { type: 'localeDropdown' }
    | { type: 'colorModeToggle' }
    /** A link; external hrefs (with a scheme) open in a new tab. `icon: 'source'` shows the source-hosting mark. */
    | { type: 'link'; label: string; href: string; icon?: 'source' }
    /** A call-to-action button, e.g. `Get Started` to the external registration page. */
    | { type: 'button'; label: string; href: string }
    /** A link to the first page of a sidebar. */
    | { type: 'sidebarLink'; sidebarId: string; label: string }
  );

export type NavbarItemType = NavbarItemConfig['type'];

/** What navbar items read from the navbar (props of `Navbar`, passed down). */
export interface NavbarItemContextValue {
  sdk: SdkKey;
  /** The SDK selector shows every SDK's name, marked for a pre-paint rule (see `Navbar`'s `markSdks`). */
  markSdks?: boolean | undefined;
  onSdkSelect: (sdk: SdkKey) => void;
  productName: string;
  /** The selected documentation switch; none while the page is in a link's section (the blog). */
  activeSwitch: NavbarSwitchKey | undefined;
  /** Route path on screen: a `link` item to its section is marked current (`aria-current="page"`). */
  pathname?: string | undefined;
  switchLinks?: readonly [NavbarSwitchLink, NavbarSwitchLink] | undefined;
  onSwitchSelect?: ((key: NavbarSwitchKey) => void) | undefined;
  search?: ReactNode;
  locales?: readonly NavbarLocale[] | undefined;
  currentLocale?: string | undefined;
  colorMode: ColorMode;
  onColorModeChange: (mode: ColorMode) => void;
  /** Link target (first link) of each sidebar by id; `undefined` when a sidebar has none. */
  sidebarLinkTargets: Readonly<Record<string, string | undefined>>;
  /** Rendering inside the mobile drawer. */
  mobile: boolean;
  /** Called when an item navigates (the drawer closes). */
  onNavigate?: (() => void) | undefined;
}
