export { NavbarSearch, type NavbarSearchProps } from './NavbarSearch';
