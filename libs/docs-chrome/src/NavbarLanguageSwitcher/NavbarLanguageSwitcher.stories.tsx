import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavbarLanguageSwitcher } from './NavbarLanguageSwitcher';

const meta = {
  title: 'docs-chrome/Navbar/NavbarLanguageSwitcher',
  component: NavbarLanguageSwitcher,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof NavbarLanguageSwitcher>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language: English' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
export const MobileList: Story = { args: { mobile: true } };
