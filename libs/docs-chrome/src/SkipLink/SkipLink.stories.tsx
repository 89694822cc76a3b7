import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'docs-chrome/SkipLink',
  component: SkipLink,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SkipLink>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Hidden until it receives keyboard focus; press Tab in the canvas to see it. */
export const Default: Story = {};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};
