export {
  DEFAULT_LOCALES,
  NavbarLanguageSwitcher,
  type NavbarLanguageSwitcherProps,
  type NavbarLocale,
} from './NavbarLanguageSwitcher';
