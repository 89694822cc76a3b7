export { SidebarLink, type SidebarLinkProps } from './SidebarLink';
