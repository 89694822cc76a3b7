import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SdkKey } from '@docs/sdk-catalog';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SdkPickerPopover } from './SdkPickerPopover';

/** Room below the button for the popup. */
const room: Decorator = (Story) => <div style={{ minHeight: 680 }}>{Story()}</div>;

const meta = {
  title: 'sdk-picker/SdkPickerPopover',
  component: SdkPickerPopover,
  args: { value: 'cypress', onSelect: fn(), onOpenChange: fn() },
  decorators: [room],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SdkPickerPopover>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The navbar button; the host keeps the SDK. Opens, chooses, closes, focus back on the button. */
export const Default: Story = {
  render: function Render(args) {
    const [sdk, setSdk] = useState<SdkKey>(args.value);
    return (
      <SdkPickerPopover
        {...args}
        value={sdk}
        onSelect={(next) => {
          args.onSelect(next);
          setSdk(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Select SDK: Cypress' });
    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog', { name: 'Select SDK' });
    // WebdriverIO is both in Popular and in Other.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'WebdriverIO' })[0] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith('webdriverio');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Select SDK: WebdriverIO' })).toHaveFocus();
  },
};

/** From the keyboard alone: Enter opens on the current card, typing `sel` finds Selenium Java, Enter chooses it. */
export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Select SDK: Cypress' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Select SDK' });
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Cypress' })[0]).toHaveFocus());
    await userEvent.keyboard('sel');
    await expect(within(dialog).getAllByRole('button', { name: 'Selenium Java' })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('selenium-java');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Open on the current SDK's category (Mobile Native for XCUITest). */
export const Open: Story = {
  args: { value: 'xcui', defaultOpen: true },
};

/** Escape closes the popup and returns focus to the button. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Select SDK/ }));
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Select SDK/ })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A tooltip 5px below the button, on hover, when there is text. */
export const WithTooltip: Story = {
  args: { tooltip: 'The SDK the examples are written for' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: /Select SDK/ }));
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('The SDK the examples are written for'));
  },
};

export const CompactOpen: Story = {
  args: { value: 'playwright-ts', compact: true, defaultOpen: true, maxHeight: 320 },
};

export const DarkTheme: Story = {
  args: { value: 'selenium-java', defaultOpen: true },
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <div data-theme="dark" style={{ background: '#0d1117', padding: '1rem' }}>
        {Story()}
      </div>
    ),
  ],
};
