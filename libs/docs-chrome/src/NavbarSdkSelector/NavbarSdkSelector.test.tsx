import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavbarSdkSelector } from './NavbarSdkSelector';

describe('NavbarSdkSelector', () => {
  it('renders the SDK picker button labelled Select SDK with the current SDK', () => {
    render(<NavbarSdkSelector value="cypress" onSelect={vi.fn()} />);
    const button = screen.getByRole('button', { name: /Select SDK/ });
    expect(button).toHaveAccessibleName(/Cypress/);
  });
});
