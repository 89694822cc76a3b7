import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLogo, sampleNavbarItems } from '../fixtures/navbar';
import { longSidebar, sampleSidebar } from '../fixtures/sidebar';
import { Sidebar } from '../Sidebar/Sidebar';
import { Navbar } from './Navbar';

const searchBox = (
  <input
    type="search"
    aria-label="Search"
    placeholder="Search"
    style={{
      padding: '0.375rem 0.5rem',
      border: '1px solid var(--docs-color-control-border)',
      borderRadius: '0.375rem',
      background: 'var(--docs-color-surface)',
      color: 'var(--docs-color-text)',
    }}
  />
);

const meta = {
  title: 'docs-chrome/Navbar/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Eyes Tutorials',
    logo: sampleLogo,
    items: sampleNavbarItems,
    sdk: 'cypress',
    onSdkSelect: fn(),
    onColorModeChange: fn(),
    search: searchBox,
    pathname: '/getting-started/overview',
    mobileSidebar: <Sidebar items={sampleSidebar} activePath="/getting-started/overview" />,
  },
} satisfies Meta<typeof Navbar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { colorMode: 'dark' }, globals: { theme: 'dark' } };
export const PlaywrightTypeScript: Story = { args: { sdk: 'playwright-ts', activeSwitch: 'api' } };
export const HideOnScroll: Story = { args: { hideOnScroll: true } };

// Tags are written on each story: Storybook's indexer reads them statically (no spreads).
const mobileGlobals = { viewport: { value: 'mobile1' } };

export const Mobile: Story = { globals: mobileGlobals, tags: ['mobile'] };

/** The drawer open on a phone: the docs sidebar first, `← Back to main menu` above it. */
export const MobileDrawerOpen: Story = {
  globals: mobileGlobals,
  tags: ['mobile'],
  args: { defaultMobileSidebarOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
  },
};
export const MobileDrawerOpenDark: Story = {
  args: { defaultMobileSidebarOpen: true, colorMode: 'dark' },
  globals: { ...mobileGlobals, theme: 'dark' },
  tags: ['mobile'],
  play: MobileDrawerOpen.play,
};

/** After `← Back to main menu`: the navbar items. */
export const MobileDrawerMainMenu: Story = {
  globals: mobileGlobals,
  tags: ['mobile'],
  args: { defaultMobileSidebarOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '← Back to main menu' }));
    await expect(body.getByRole('link', { name: /Get Started/ })).toBeInTheDocument();
  },
};

export const MobileLongSidebar: Story = {
  globals: mobileGlobals,
  tags: ['mobile'],
  args: {
    defaultMobileSidebarOpen: true,
    mobileSidebar: <Sidebar items={longSidebar} activePath="/section-11/page-7" />,
  },
};
