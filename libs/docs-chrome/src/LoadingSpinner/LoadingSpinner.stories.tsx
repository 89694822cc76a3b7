import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingSpinner } from './LoadingSpinner';

const meta = {
  title: 'docs-chrome/Page states/LoadingSpinner',
  component: LoadingSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingSpinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
