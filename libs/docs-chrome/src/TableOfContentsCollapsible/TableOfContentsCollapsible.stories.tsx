import { tocEntries } from '@docs/content-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableOfContentsCollapsible } from './TableOfContentsCollapsible';

const entries = tocEntries([
  { depth: 2, text: 'Install the SDK', id: 'install' },
  { depth: 3, text: 'With npm', id: 'npm' },
  { depth: 3, text: 'With yarn', id: 'yarn' },
  { depth: 2, text: 'Set your API key', id: 'api-key' },
  { depth: 2, text: 'Run your first test', id: 'run' },
  { depth: 3, text: 'Read the results', id: 'results' },
]);

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
