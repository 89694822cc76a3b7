import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocPaginator } from './DocPaginator';

const meta = {
  title: 'docs-chrome/Page parts/DocPaginator',
  component: DocPaginator,
  parameters: { layout: 'padded' },
  args: {
    previous: { type: 'link', docId: 'getting-started/overview', href: '/getting-started/overview', label: 'Overview' },
    next: { type: 'link', docId: 'getting-started/viewports', href: '/getting-started/viewports', label: 'Viewports' },
  },
} satisfies Meta<typeof DocPaginator>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const FirstPage: Story = { args: { previous: undefined } };
export const LastPage: Story = { args: { next: undefined } };
