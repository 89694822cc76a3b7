import type { Meta, StoryObj } from '@storybook/react-vite';
import { SidebarLink } from './SidebarLink';

const meta = {
  title: 'docs-chrome/Sidebar/SidebarLink',
  component: SidebarLink,
  parameters: { layout: 'padded' },
  args: {
    link: { type: 'link', docId: 'integrations/index', href: '/integrations', label: 'Integrations' },
    active: false,
  },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: '18rem' }}>{Story()}</ul>],
} satisfies Meta<typeof SidebarLink>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Active: Story = { args: { active: true } };
export const ActiveDark: Story = { args: { active: true }, globals: { theme: 'dark' } };
