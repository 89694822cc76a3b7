import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SDK_CATALOG } from '@docs/sdk-catalog';
import { describe, expect, it, vi } from 'vitest';
import { SdkPickerSdkCard } from './SdkPickerSdkCard';

const noop = () => undefined;

describe('SdkPickerSdkCard', () => {
  it('shows the decorative logo and the name', () => {
    render(<SdkPickerSdkCard sdk="selenium-java" selected={false} onSelect={noop} />);
    const card = screen.getByRole('button', { name: 'Selenium Java' });
    const logo = card.querySelector('img');
    expect(logo).toHaveAttribute('src', SDK_CATALOG['selenium-java'].logo);
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '20');
    expect(logo).toHaveAttribute('height', '20');
    expect(card).not.toHaveAttribute('aria-current');
    expect(card).toHaveAttribute('data-state', 'unselected');
  });

  it('names the badge after the SDK name', () => {
    render(<SdkPickerSdkCard sdk="playwright-ts-standard" selected={false} onSelect={noop} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Playwright Standard (TypeScript) Standard');
  });

  it('marks the current SDK', () => {
    render(<SdkPickerSdkCard sdk="cypress" selected onSelect={noop} />);
    const card = screen.getByRole('button', { name: 'Cypress' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(card).toHaveAttribute('data-state', 'selected');
  });

  it('calls back with its key', async () => {
    const onSelect = vi.fn();
    render(<SdkPickerSdkCard sdk="espresso" selected={false} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Espresso' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('espresso');
  });
});
