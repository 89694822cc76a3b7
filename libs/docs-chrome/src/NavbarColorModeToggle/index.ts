export { NavbarColorModeToggle, type ColorMode, type NavbarColorModeToggleProps } from './NavbarColorModeToggle';
