import { tocEntries } from '@docs/content-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableOfContents } from './TableOfContents';

const entries = tocEntries([
  { depth: 2, text: 'Install the SDK', id: 'install' },
  { depth: 3, text: 'With npm', id: 'npm' },
  { depth: 3, text: 'With yarn', id: 'yarn' },
  { depth: 2, text: 'Set your API key', id: 'api-key' },
  { depth: 2, text: 'Run your first test', id: 'run' },
  { depth: 3, text: 'Read the results', id: 'results' },
]);

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
