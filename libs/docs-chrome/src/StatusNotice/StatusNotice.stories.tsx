import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusNotice } from './StatusNotice';

const meta = {
  title: 'docs-chrome/Page states/StatusNotice',
  component: StatusNotice,
  parameters: { layout: 'fullscreen' },
  args: {
    message: 'Some interactive parts did not load.',
    action: { label: 'Retry', onClick: fn() },
    onDismiss: fn(),
  },
} satisfies Meta<typeof StatusNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.action?.onClick).toHaveBeenCalled();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } }, tags: ['mobile'] };
export const Offline: Story = {
  args: { message: "You're offline. This page can't be opened until you're back online.", action: undefined },
};
