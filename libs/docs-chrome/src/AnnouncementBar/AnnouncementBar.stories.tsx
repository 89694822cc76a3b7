import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memoryStorage } from '../fixtures/memoryStorage';
import { DISMISSIBLE_FLAG_KEY, DISMISSIBLE_ID_KEY } from '../hooks/useDismissible';
import { useState } from 'react';
import { AnnouncementBar, type AnnouncementBarProps } from './AnnouncementBar';

/** Each story gets its own in-memory storage, so dismissing in one story does not hide another. */
function StoryBar({ storage, ...props }: AnnouncementBarProps) {
  const [own] = useState(() => storage ?? memoryStorage());
  return <AnnouncementBar {...props} storage={own} />;
}

const meta = {
  title: 'docs-chrome/AnnouncementBar',
  component: AnnouncementBar,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'sdk-picker-2024',
    children: (
      <>
        The new SDK picker is here: <a href="#sdk">choose your SDK</a> to see its docs.
      </>
    ),
  },
  render: (args) => <StoryBar {...args} />,
} satisfies Meta<typeof AnnouncementBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const NotCloseable: Story = { args: { isCloseable: false } };

/** This id was dismissed before: nothing renders. */
export const Dismissed: Story = {
  args: { storage: memoryStorage({ [DISMISSIBLE_ID_KEY]: 'sdk-picker-2024', [DISMISSIBLE_FLAG_KEY]: 'true' }) },
};

/** An older id was dismissed; this new id shows again. */
export const NewIdAfterDismissal: Story = {
  args: {
    id: 'release-3',
    storage: memoryStorage({ [DISMISSIBLE_ID_KEY]: 'sdk-picker-2024', [DISMISSIBLE_FLAG_KEY]: 'true' }),
  },
};

export const ClosesOnClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close announcement' }));
    await expect(canvas.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
  },
};
