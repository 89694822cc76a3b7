import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { NavbarLanguageSwitcher } from './NavbarLanguageSwitcher';

describe('NavbarLanguageSwitcher', () => {
  // The open menu is a lazy chunk; load it once up front (as pointing at the button does in a browser)
  // so a slow first import cannot outlast the queries' timeout.
  beforeAll(() => import('./NavbarLanguageMenu'));

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
    // The menu loads on first use (a lazy chunk): wait for it.
    const english = await screen.findByRole('link', { name: 'English' });
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

  it('stays open after a click on a hover-opened menu, and closes on a second click or Escape', async () => {
    const user = userEvent.setup();
    render(<NavbarLanguageSwitcher />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    await user.hover(button);
    await screen.findByRole('link', { name: 'English' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await screen.findByRole('link', { name: 'English' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('renders a plain list in the mobile drawer', () => {
    render(<NavbarLanguageSwitcher mobile />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toBeInTheDocument();
  });
});
