import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleSidebar } from '../fixtures/sidebar';
import { SidebarCategory } from './SidebarCategory';

const gettingStarted = sampleSidebar[1];
if (gettingStarted?.type !== 'category') throw new Error('fixture: expected a category');

const meta = {
  title: 'docs-chrome/Sidebar/SidebarCategory',
  component: SidebarCategory,
  parameters: { layout: 'padded' },
  args: { category: gettingStarted },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: '18rem' }}>{Story()}</ul>],
} satisfies Meta<typeof SidebarCategory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Getting started' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
export const HoldsActivePage: Story = { args: { activePath: '/getting-started/eyes-workflow/baselines' } };
export const HoldsActivePageDark: Story = {
  args: { activePath: '/getting-started/eyes-workflow/baselines' },
  globals: { theme: 'dark' },
};
