import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavbarColorModeToggle } from './NavbarColorModeToggle';

const meta = {
  title: 'docs-chrome/Navbar/NavbarColorModeToggle',
  component: NavbarColorModeToggle,
  parameters: { layout: 'padded' },
  args: { onChange: fn() },
} satisfies Meta<typeof NavbarColorModeToggle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = { args: { value: 'light' } };
export const Dark: Story = { args: { value: 'dark' }, globals: { theme: 'dark' } };
export const Uncontrolled: Story = {};
