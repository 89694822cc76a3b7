import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CrashScreen } from './CrashScreen';

const meta = {
  title: 'docs-chrome/Page states/CrashScreen',
  component: CrashScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    error: new Error("Cannot read properties of undefined (reading 'items')", {
      cause: new Error('Sidebar "tutorialSidebar" has no entry for this page'),
    }),
    onTryAgain: fn(),
  },
} satisfies Meta<typeof CrashScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const SingleMessage: Story = { args: { error: new Error('Minified React error #130') } };
