import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavbarItem, NavbarItemProvider } from './NavbarItem';
import type { NavbarItemContextValue } from './types';

const value: NavbarItemContextValue = {
  sdk: 'selenium-java',
  onSdkSelect: fn(),
  productName: 'Eyes',
  activeSwitch: 'docs',
  pathname: '/blog',
  colorMode: 'light',
  onColorModeChange: fn(),
  sidebarLinkTargets: { tutorialSidebar: '/concepts/eyes-test-manager' },
  mobile: false,
};

/** Items of the site configuration that read the provider's values: the current path, the sidebars' targets, the colour mode. */
const navbarItems = (direction: 'row' | 'column') => (
  <div
    style={{
      display: 'flex',
      flexDirection: direction,
      gap: '1rem',
      alignItems: direction === 'row' ? 'center' : 'flex-start',
    }}
  >
    <NavbarItem item={{ type: 'sidebarLink', sidebarId: 'tutorialSidebar', label: 'Docs' }} />
    <NavbarItem item={{ type: 'link', label: 'Blog', href: '/blog' }} />
    <NavbarItem item={{ type: 'colorModeToggle' }} />
    <NavbarItem item={{ type: 'button', label: 'Get Started', href: 'https://auth.example.com/register' }} />
  </div>
);

const meta = {
  title: 'docs-chrome/Navbar/NavbarItemProvider',
  component: NavbarItemProvider,
  parameters: { layout: 'centered' },
  args: { value, children: navbarItems('row') },
} satisfies Meta<typeof NavbarItemProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What the `Navbar` provides to its items; `Blog` is the current section. */
export const Desktop: Story = {};
export const DesktopDark: Story = { args: { value: { ...value, colorMode: 'dark' } }, globals: { theme: 'dark' } };
/** Inside the mobile drawer (`mobile: true`), stacked as the drawer lists them; navigating calls `onNavigate`. */
export const InMobileDrawer: Story = {
  args: { value: { ...value, mobile: true, onNavigate: fn() }, children: navbarItems('column') },
  tags: ['mobile'],
};
