import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavbarItem, NavbarItemProvider } from './NavbarItem';
import type { NavbarItemContextValue } from './types';

const context: NavbarItemContextValue = {
  sdk: 'selenium-java',
  onSdkSelect: () => undefined,
  productName: 'Eyes',
  activeSwitch: 'docs',
  colorMode: 'light',
  onColorModeChange: () => undefined,
  sidebarLinkTargets: { tutorialSidebar: '/concepts/eyes-test-manager' },
  mobile: false,
};

const meta = {
  title: 'docs-chrome/Navbar/NavbarItem',
  component: NavbarItem,
  parameters: { layout: 'centered' },
  decorators: [(Story) => <NavbarItemProvider value={context}>{Story()}</NavbarItemProvider>],
  args: { item: { type: 'button', label: 'Get Started', href: 'https://auth.example.com/register' } },
} satisfies Meta<typeof NavbarItem>;
export default meta;

type Story = StoryObj<typeof meta>;

export const GetStartedButton: Story = {};
export const GetStartedButtonDark: Story = { globals: { theme: 'dark' } };
export const SourceLink: Story = {
  args: { item: { type: 'link', label: 'Source on GitHub', href: 'https://github.com/example/docs', icon: 'source' } },
};
export const InternalLink: Story = { args: { item: { type: 'link', label: 'Blog', href: '/blog' } } };
export const SidebarLink: Story = {
  args: { item: { type: 'sidebarLink', sidebarId: 'tutorialSidebar', label: 'Docs' } },
};
export const DocsSwitch: Story = { args: { item: { type: 'docsSwitch' } } };
