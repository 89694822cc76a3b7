import type { Meta, StoryObj } from '@storybook/react-vite';
import { longSidebar, sampleSidebar } from '../fixtures/sidebar';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'docs-chrome/Sidebar/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: { items: sampleSidebar, activePath: '/getting-started/eyes-workflow/baselines' },
  decorators: [(Story) => <div style={{ width: '18.75rem', height: '100vh' }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const NothingActive: Story = { args: { activePath: '/nowhere' } };
/** 96 links; the active one, deep in section 11, is scrolled into view. */
export const LongSidebar: Story = { args: { items: longSidebar, activePath: '/section-11/page-7' } };
export const LongSidebarDark: Story = { ...LongSidebar, globals: { theme: 'dark' } };
