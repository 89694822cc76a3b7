import type { NavbarItemConfig } from '@docs/docs-chrome';
import { siteConfig } from '../site.config';

/** The navbar's items, in order: on the left the SDK selector, its switches and Blog; on the right the rest. */
export const NAVBAR_ITEMS: NavbarItemConfig[] = [
  { type: 'sdkSelector', position: 'left', label: 'Select SDK' },
  { type: 'docsSwitch', position: 'left' },
  { type: 'link', position: 'left', label: 'Blog', href: '/blog' },
  { type: 'search', position: 'right' },
  { type: 'localeDropdown', position: 'right' },
  { type: 'colorModeToggle', position: 'right' },
  { type: 'button', position: 'right', label: 'Get Started', href: siteConfig.registrationUrl },
  { type: 'link', position: 'right', label: 'Source', href: siteConfig.sourceUrl, icon: 'source' },
];
