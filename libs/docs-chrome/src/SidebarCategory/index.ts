export { SidebarCategory, SidebarItems, type SidebarCategoryProps } from './SidebarCategory';
