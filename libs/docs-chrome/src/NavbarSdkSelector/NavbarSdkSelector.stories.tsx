import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NavbarSdkSelector } from './NavbarSdkSelector';

const meta = {
  title: 'docs-chrome/Navbar/NavbarSdkSelector',
  component: NavbarSdkSelector,
  parameters: { layout: 'centered' },
  args: { value: 'cypress', onSelect: fn() },
} satisfies Meta<typeof NavbarSdkSelector>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const PlaywrightTypeScript: Story = {
  args: { value: 'playwright-ts', tooltip: 'Choose the SDK of the examples' },
};
