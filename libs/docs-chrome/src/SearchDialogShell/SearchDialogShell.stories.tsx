import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchDialogShell } from './SearchDialogShell';

const meta = {
  title: 'docs-chrome/Search/SearchDialogShell',
  component: SearchDialogShell,
  parameters: { layout: 'fullscreen' },
  args: { onClose: fn() },
} satisfies Meta<typeof SearchDialogShell>;
export default meta;

type Story = StoryObj<typeof meta>;

// Portalled to <body>: queried from the document, not the story's canvas.
export const Light: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Search the docs' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    // Escape where the reader's focus is: in the panel (the story's frame may not have the page's focus).
    await userEvent.type(dialog, '{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } }, tags: ['mobile'] };
