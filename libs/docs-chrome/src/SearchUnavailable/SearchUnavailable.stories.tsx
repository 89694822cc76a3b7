import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchUnavailable } from './SearchUnavailable';

const meta = {
  title: 'docs-chrome/Search/SearchUnavailable',
  component: SearchUnavailable,
  parameters: { layout: 'fullscreen' },
  args: {
    error: new Error('Failed to fetch dynamically imported module: /tutorials/assets/SearchDialog-9c1e.js'),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SearchUnavailable>;
export default meta;

type Story = StoryObj<typeof meta>;

// Where focus starts is checked by the unit test: Storybook may hold focus elsewhere as it switches stories.
export const Light: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } }, tags: ['mobile'] };
