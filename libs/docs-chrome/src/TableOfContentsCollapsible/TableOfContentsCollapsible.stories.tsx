import type { Meta, StoryObj } from '@storybook/react-vite';
import { quickstartTocEntries } from '../fixtures/toc';
import { TableOfContentsCollapsible } from './TableOfContentsCollapsible';

const entries = quickstartTocEntries;

const meta = {
  title: 'docs-chrome/Page parts/TableOfContentsCollapsible',
  component: TableOfContentsCollapsible,
  parameters: { layout: 'padded' },
  args: { entries },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TableOfContentsCollapsible>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
