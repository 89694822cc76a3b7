import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SDK_CATALOG, type SdkKey } from '@docs/sdk-catalog';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SdkPickerPopover } from './SdkPickerPopover';

const noop = () => undefined;

// The popup and tooltip are a lazy chunk; load it once up front (as pointing at the button does in a
// browser) so a slow first import cannot outlast the queries' timeout.
beforeAll(() => import('./SdkPickerPopoverFloating'));

const button = () => screen.getByRole('button', { name: /Select SDK/ });
// The popup loads on first use (a lazy chunk): wait for it.
const dialog = () => screen.findByRole('dialog', { name: 'Select SDK' });
const queryDialog = () => screen.queryByRole('dialog');

function Host({ initial = 'cypress' as SdkKey, onSelect = noop as (sdk: SdkKey) => void }) {
  const [sdk, setSdk] = useState<SdkKey>(initial);
  return (
    <>
      <SdkPickerPopover
        value={sdk}
        onSelect={(next) => {
          onSelect(next);
          setSdk(next);
        }}
      />
      <a href="#after">after</a>
    </>
  );
}

describe('SdkPickerPopover button', () => {
  it('is labelled Select SDK and shows the current SDK logo and name', () => {
    render(<SdkPickerPopover value="selenium-java" onSelect={noop} />);
    expect(button()).toHaveAccessibleName('Select SDK: Selenium Java');
    expect(button()).toHaveTextContent('Selenium Java');
    expect(button().querySelector('img')).toHaveAttribute('src', SDK_CATALOG['selenium-java'].logo);
    expect(button().querySelector('img')).toHaveAttribute('alt', '');
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveAttribute('data-state', 'closed');
    expect(queryDialog()).not.toBeInTheDocument();
  });

  it('takes another label', () => {
    render(<SdkPickerPopover value="cypress" onSelect={noop} label="Choose an SDK" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Choose an SDK: Cypress');
  });

  it('shows a long name short, and keeps the full name as the accessible name', () => {
    render(<SdkPickerPopover value="appium-js-native" onSelect={noop} />);
    expect(button()).toHaveAccessibleName('Select SDK: Appium JavaScript (Native)');
    expect(button().querySelector('[aria-hidden="true"]')).toHaveTextContent(/^Appium JS \(Native\)$/);
  });

  it('shows the label alone for a value outside the catalogue', () => {
    render(<SdkPickerPopover value={'nope' as SdkKey} onSelect={noop} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Select SDK');
    expect(screen.getByRole('button').querySelector('img')).toBeNull();
  });
});

describe('SdkPickerPopover popup', () => {
  it('opens the picker on the current SDK category, focusing its card', async () => {
    const onOpenChange = vi.fn();
    render(<SdkPickerPopover value="xcui" onSelect={noop} onOpenChange={onOpenChange} />);
    await userEvent.click(button());
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button()).toHaveAttribute('aria-controls', (await dialog()).id);
    expect(within(await dialog()).getByRole('tab', { name: 'Mobile Native' })).toHaveAttribute('aria-selected', 'true');
    const current = within(await dialog()).getByRole('button', { name: 'XCUITest' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveFocus();
  });

  it('closes on choosing, calls back with the key and returns focus to the button', async () => {
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    await userEvent.click(button());
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Playwright Java' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('playwright-java');
    expect(queryDialog()).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAccessibleName('Select SDK: Playwright Java');
  });

  it('is usable from the keyboard alone', async () => {
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    await userEvent.tab();
    expect(button()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(await dialog()).getAllByRole('button', { name: 'Cypress' })[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('selenium-java');
    expect(button()).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(await dialog()).toBeInTheDocument();
  });

  it('finds an SDK by typing its name and chooses it with Enter, all from the keyboard', async () => {
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(within(await dialog()).getAllByRole('button', { name: 'Cypress' })[0]).toHaveFocus();
    await userEvent.keyboard('pyth');
    expect(within(await dialog()).getByRole('button', { name: 'Playwright Python' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('selenium-java');
    expect(button()).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const onSelect = vi.fn();
    render(<Host onSelect={onSelect} />);
    await userEvent.click(button());
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(queryDialog()).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes on a click outside without choosing', async () => {
    const onSelect = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <>
        <SdkPickerPopover value="cypress" onSelect={onSelect} onOpenChange={onOpenChange} />
        <p>elsewhere</p>
      </>,
    );
    await userEvent.click(button());
    await userEvent.click(within(await dialog()).getByRole('tab', { name: 'Images' }));
    expect(await dialog()).toBeInTheDocument();
    await userEvent.click(screen.getByText('elsewhere'));
    expect(queryDialog()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('toggles with its button', async () => {
    render(<SdkPickerPopover value="cypress" onSelect={noop} />);
    await userEvent.click(button());
    expect(await dialog()).toBeInTheDocument();
    await userEvent.click(button());
    expect(queryDialog()).not.toBeInTheDocument();
  });

  it('closes when focus tabs out of the popup', async () => {
    render(<Host initial="image-tester" />);
    await userEvent.click(button());
    expect(within(await dialog()).getByRole('button', { name: 'Image Tester' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'after' })).toHaveFocus();
    expect(queryDialog()).not.toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<SdkPickerPopover value="cypress" onSelect={noop} open onOpenChange={onOpenChange} />);
    expect(await dialog()).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(await dialog()).toBeInTheDocument();
    rerender(<SdkPickerPopover value="cypress" onSelect={noop} open={false} onOpenChange={onOpenChange} />);
    expect(queryDialog()).not.toBeInTheDocument();
  });

  it('starts open with defaultOpen and passes picker options through', async () => {
    render(
      <SdkPickerPopover value="cypress" onSelect={noop} defaultOpen defaultCategory="images" maxHeight={200} compact />,
    );
    expect(within(await dialog()).getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    expect(within(await dialog()).getByRole('tabpanel')).toHaveStyle({ maxHeight: '200px' });
    expect((await dialog()).firstElementChild).toHaveAttribute('data-compact');
  });
});

describe('SdkPickerPopover tooltip', () => {
  it('shows its text on hover and hides it on leave', async () => {
    render(<SdkPickerPopover value="cypress" onSelect={noop} tooltip="Choose the SDK of the examples" />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(button());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Choose the SDK of the examples');
    expect(button()).toHaveAccessibleDescription('Choose the SDK of the examples');
    await userEvent.unhover(button());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the full name of an SDK the button shows short, above the configured text', async () => {
    render(<SdkPickerPopover value="playwright-ts-standard" onSelect={noop} tooltip="Pick one" />);
    await userEvent.hover(button());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Playwright Standard \(TypeScript\)Pick one$/);
    expect(button()).toHaveAccessibleDescription('Playwright Standard (TypeScript)Pick one');
  });

  it('shows the full name on hover without a configured text, and does not repeat it as a description', async () => {
    render(<SdkPickerPopover value="appium-js-web" onSelect={noop} />);
    await userEvent.hover(button());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Appium JavaScript \(Web\)$/);
    expect(button()).not.toHaveAttribute('aria-describedby');
  });

  it('hides while the popup is open', async () => {
    render(<SdkPickerPopover value="cypress" onSelect={noop} tooltip="Pick one" />);
    await userEvent.hover(button());
    await userEvent.click(button());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it.each([undefined, ''])('does not show without text (%j)', async (tooltip) => {
    render(<SdkPickerPopover value="cypress" onSelect={noop} tooltip={tooltip} />);
    await userEvent.hover(button());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button()).not.toHaveAttribute('aria-describedby');
  });
});

describe('SdkPickerPopover server rendering', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders only the button while closed and hydrates without mismatch', async () => {
    const element = <SdkPickerPopover value="storybook" onSelect={noop} tooltip="Pick one" />;
    const html = renderToString(element);
    expect(html).toContain('Storybook');
    expect(html).not.toContain('role="dialog"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    await userEvent.click(within(container).getByRole('button'));
    expect(await within(container).findByRole('dialog')).toBeInTheDocument();
    container.remove();
  });
});
