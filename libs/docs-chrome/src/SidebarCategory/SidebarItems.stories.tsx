import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleSidebar } from '../fixtures/sidebar';
import { SidebarItems } from './SidebarCategory';

const meta = {
  title: 'docs-chrome/Sidebar/SidebarItems',
  component: SidebarItems,
  parameters: { layout: 'padded' },
  args: { items: sampleSidebar, level: 1, onLinkClick: fn() },
  // The items are list items: the host (Sidebar, or a category's sublist) supplies the list.
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: '18rem' }}>{Story()}</ul>],
} satisfies Meta<typeof SidebarItems>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One level of a sidebar: links and collapsible categories, as the sidebar renders its top level. */
export const TopLevel: Story = {};
export const TopLevelDark: Story = { globals: { theme: 'dark' } };
/** The category holding the current page opens and the page's link is marked current. */
export const HoldsActivePage: Story = { args: { activePath: '/getting-started/eyes-workflow/baselines' } };
export const HoldsActivePageDark: Story = {
  args: { activePath: '/getting-started/eyes-workflow/baselines' },
  globals: { theme: 'dark' },
};
