import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from './LoadError';

const meta = {
  title: 'docs-chrome/Page states/LoadError',
  component: LoadError,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('Failed to fetch dynamically imported module: /assets/overview-3f2a.js'), onRetry: fn() },
} satisfies Meta<typeof LoadError>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } }, tags: ['mobile'] };
