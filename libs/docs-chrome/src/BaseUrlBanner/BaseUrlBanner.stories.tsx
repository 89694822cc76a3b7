import type { Meta, StoryObj } from '@storybook/react-vite';
import { BaseUrlBanner } from './BaseUrlBanner';

const meta = {
  title: 'docs-chrome/Page states/BaseUrlBanner',
  component: BaseUrlBanner,
  parameters: { layout: 'fullscreen' },
  args: { configuredBaseUrl: '/tutorials/', suggestedBaseUrl: '/' },
} satisfies Meta<typeof BaseUrlBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
