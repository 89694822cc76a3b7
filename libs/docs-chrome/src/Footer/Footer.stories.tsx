import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleFooter } from '../fixtures/footer';
import { Footer } from './Footer';

const meta = {
  title: 'docs-chrome/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: sampleFooter,
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } }, tags: ['mobile'] };
export const WithoutSocial: Story = { args: { social: [] } };
