import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CrashBoundary } from './CrashBoundary';

/** A page body that fails to render while `crash` is set, as a page with a broken sidebar entry would. */
function DocPage({ crash }: { crash: boolean }) {
  if (crash) throw new Error('Sidebar "tutorialSidebar" has no entry for /concepts/match-levels');
  return (
    <article>
      <h1>Match levels</h1>
      <p>A match level tells Eyes how strictly to compare a checkpoint with its baseline.</p>
    </article>
  );
}

const meta = {
  title: 'docs-chrome/Page states/CrashBoundary',
  component: CrashBoundary,
  parameters: { layout: 'fullscreen' },
  args: { onError: fn(), onReset: fn() },
} satisfies Meta<typeof CrashBoundary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing failed: the boundary renders its children unchanged. */
export const Healthy: Story = { args: { children: <DocPage crash={false} /> } };
/** The page threw while rendering: the boundary shows the crash screen and reports the error. */
export const Caught: Story = {
  args: { children: <DocPage crash /> },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalled();
  },
};
export const CaughtDark: Story = { args: { children: <DocPage crash /> }, globals: { theme: 'dark' } };
/** `Try again` calls `onReset` and renders the children again (here they fail again). */
export const TryAgain: Story = {
  args: { children: <DocPage crash /> },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};
