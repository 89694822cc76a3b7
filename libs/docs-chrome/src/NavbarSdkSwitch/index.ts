export {
  NavbarSdkSwitch,
  sdkSwitchLinks,
  type NavbarSdkSwitchProps,
  type NavbarSwitchKey,
  type NavbarSwitchLink,
} from './NavbarSdkSwitch';
