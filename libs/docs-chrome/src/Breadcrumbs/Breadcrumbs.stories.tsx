import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'docs-chrome/Page parts/Breadcrumbs',
  component: Breadcrumbs,
  parameters: { layout: 'padded' },
  args: {
    homeHref: '/',
    items: [
      { label: 'Concepts' },
      { label: 'Best practices' },
      { label: 'Match levels', href: '/concepts/best-practices/match-levels' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const WithoutHome: Story = { args: { homeHref: undefined } };
