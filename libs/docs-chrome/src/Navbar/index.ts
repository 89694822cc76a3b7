export { Navbar, type NavbarLogo, type NavbarProps } from './Navbar';
