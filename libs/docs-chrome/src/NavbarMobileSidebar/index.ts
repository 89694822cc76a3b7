export { NavbarMobileSidebar, type NavbarMobileSidebarProps } from './NavbarMobileSidebar';
