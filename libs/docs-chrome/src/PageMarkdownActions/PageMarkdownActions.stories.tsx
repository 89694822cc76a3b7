import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageMarkdownActions } from './PageMarkdownActions';

const meta = {
  title: 'docs-chrome/Page parts/PageMarkdownActions',
  component: PageMarkdownActions,
  parameters: { layout: 'padded' },
  args: {
    markdownHref: '/tutorials/concepts/best-practices/match-levels.md',
    getMarkdown: async (): Promise<string | undefined> => '---\ntitle: Match levels\n---\n\n# Match levels\n',
  },
} satisfies Meta<typeof PageMarkdownActions>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const CopyFails: Story = { args: { getMarkdown: async () => undefined } };
