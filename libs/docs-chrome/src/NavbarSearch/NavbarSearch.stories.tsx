import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavbarSearch } from './NavbarSearch';

const meta = {
  title: 'docs-chrome/Navbar/NavbarSearch',
  component: NavbarSearch,
  parameters: { layout: 'padded' },
  args: { onOpen: fn() },
} satisfies Meta<typeof NavbarSearch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Open: Story = { args: { open: true } };
export const WithoutShortcuts: Story = { args: { shortcuts: false } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } }, tags: ['mobile'] };
