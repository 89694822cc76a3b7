import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'docs-chrome/ProgressBar',
  component: ProgressBar,
  parameters: { layout: 'fullscreen' },
  args: { pathname: '/getting-started/overview', pendingPathname: '/concepts/best-practices/match-levels' },
} satisfies Meta<typeof ProgressBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A navigation is slow: the bar appears after 200 ms and trickles forward. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toHaveAttribute('data-state', 'running');
  },
};
export const RunningDark: Story = { ...Running, globals: { theme: 'dark' } };
/** No navigation pending: nothing shows. */
export const Idle: Story = { args: { pendingPathname: undefined } };
