import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SdkKey } from '@docs/sdk-catalog';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SdkPicker } from './SdkPicker';

const darkTheme: Decorator = (Story) => (
  <div data-theme="dark" style={{ background: '#0d1117', padding: '1rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'sdk-picker/SdkPicker',
  component: SdkPicker,
  args: { onSelect: fn(), onCategoryChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SdkPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Web is the default category; a card click calls `onSelect` with its key. */
export const Web: Story = {
  args: { value: 'cypress' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Web' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Selenium Python' }));
    await expect(args.onSelect).toHaveBeenCalledWith('selenium-python');
  },
};

export const Component: Story = {
  args: { defaultCategory: 'component', value: 'storybook' },
};

export const MobileWeb: Story = {
  args: { defaultCategory: 'mobile-web' },
};

export const MobileNative: Story = {
  args: { defaultCategory: 'mobile-native', value: 'espresso' },
};

export const Images: Story = {
  args: { defaultCategory: 'images' },
};

/** Switching categories from the keyboard: arrows move, Enter selects. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Web' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Mobile Web' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('mobile-web');
    within(canvas.getByRole('group', { name: 'Appium' }))
      .getByRole('button', { name: 'Appium C# (Web)' })
      .focus();
    await userEvent.keyboard('{End} ');
    await expect(args.onSelect).toHaveBeenCalledWith('appium-ruby-web');
  },
};

/**
 * The SDK cards from the keyboard, as laid out: Down goes down a column and on into the next
 * group, Right through every card in reading order; typing a name's first letters (or a word's:
 * `pyth`) goes to it.
 */
export const KeyboardCardGrid: Story = {
  args: { value: 'cypress' },
  decorators: [(Story) => <div style={{ maxWidth: 700 }}>{Story()}</div>],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const inGroup = (group: string, name: string | RegExp) =>
      within(canvas.getByRole('group', { name: group })).getAllByRole('button', { name })[0] as HTMLElement;
    const cypress = inGroup('Popular', 'Cypress');
    cypress.focus();
    await userEvent.keyboard('{ArrowDown}');
    const below = inGroup('Popular', 'WebdriverIO');
    await expect(below).toHaveFocus();
    // Straight down the column, not sideways.
    await expect(below.getBoundingClientRect().left).toBe(cypress.getBoundingClientRect().left);
    await expect(below.getBoundingClientRect().top).toBeGreaterThan(cypress.getBoundingClientRect().bottom);
    await userEvent.keyboard('{ArrowDown}');
    await expect(inGroup('Playwright', /^Playwright \(TypeScript\)/)).toHaveFocus();
    await userEvent.keyboard('pyth');
    await expect(inGroup('Playwright', 'Playwright Python')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('playwright-python');
  },
};

/** Smaller cards for narrow places (SDK cards stay at least 200px wide). */
export const Compact: Story = {
  args: { compact: true, value: 'playwright-ts' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};

export const DarkTheme: Story = {
  args: { value: 'playwright-ts-standard' },
  decorators: [darkTheme],
  globals: { theme: 'dark' },
};

/** The card area scrolls inside a 200px maximum height. */
export const SmallMaxHeight: Story = {
  args: { maxHeight: 200 },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('tabpanel');
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(200);
    await expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight);
  },
};

/** A host that keeps the choice and shows it: the picker only calls back. */
export const CustomOnSelect: Story = {
  render: function Render(args) {
    const [sdk, setSdk] = useState<SdkKey>('cypress');
    return (
      <div>
        <SdkPicker
          {...args}
          value={sdk}
          onSelect={(next) => {
            args.onSelect(next);
            setSdk(next);
          }}
        />
        <p>
          Chosen: <output aria-label="Chosen SDK">{sdk}</output>
        </p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Images' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Image Tester' }));
    await expect(canvas.getByRole('status', { name: 'Chosen SDK' })).toHaveTextContent('image-tester');
    await expect(canvas.getByRole('button', { name: 'Image Tester' })).toHaveAttribute('aria-current', 'true');
  },
};
