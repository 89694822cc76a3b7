import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavbarLanguageSwitcher } from './NavbarLanguageSwitcher';

describe('NavbarLanguageSwitcher', () => {
  it('opens on Enter and closes on an outside click', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NavbarLanguageSwitcher />
        <p>Outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const english = screen.getByRole('link', { name: 'English' });
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(english);
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('link', { name: 'English' })).not.toBeInTheDocument();
  });

  it('opens on hover', async () => {
    const user = userEvent.setup();
    render(<NavbarLanguageSwitcher />);
    await user.hover(screen.getByRole('button', { name: 'Language: English' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'English' })).toBeInTheDocument());
  });

  it('renders a plain list in the mobile drawer', () => {
    render(<NavbarLanguageSwitcher mobile />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toBeInTheDocument();
  });
});
