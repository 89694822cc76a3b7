export { NavbarSdkSelector, type NavbarSdkSelectorProps } from './NavbarSdkSelector';
