import type { Meta, StoryObj } from '@storybook/react-vite';
import { quickstartTocEntries } from '../fixtures/toc';
import { TableOfContents } from './TableOfContents';

const entries = quickstartTocEntries;

const meta = {
  title: 'docs-chrome/Page parts/TableOfContents',
  component: TableOfContents,
  parameters: { layout: 'padded' },
  args: { entries, activeId: 'api-key' },
  decorators: [(Story) => <div style={{ maxWidth: '16rem' }}>{Story()}</div>],
} satisfies Meta<typeof TableOfContents>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const NothingActive: Story = { args: { activeId: undefined } };
