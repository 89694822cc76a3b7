export {
  NavbarItem,
  NavbarItemProvider,
  navbarItemRenderError,
  sidebarWithoutLinkError,
  unknownNavbarItemError,
  type NavbarItemProps,
} from './NavbarItem';
export type { NavbarItemConfig, NavbarItemContextValue, NavbarItemType } from './types';
