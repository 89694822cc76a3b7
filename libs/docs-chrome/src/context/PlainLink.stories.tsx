import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainLink } from './DocsChromeProvider';

const meta = {
  title: 'docs-chrome/Context/PlainLink',
  component: PlainLink,
  parameters: { layout: 'padded' },
  args: { href: '/concepts/best-practices/match-levels', children: 'Match levels' },
} satisfies Meta<typeof PlainLink>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The default link of the chrome when the host injects no router link: a plain anchor. */
export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
/** Every prop the chrome passes reaches the anchor, e.g. the current page's `aria-current`. */
export const CurrentPage: Story = { args: { 'aria-current': 'page' } };
