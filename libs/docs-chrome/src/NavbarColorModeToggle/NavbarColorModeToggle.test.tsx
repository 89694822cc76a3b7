import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavbarColorModeToggle } from './NavbarColorModeToggle';

describe('NavbarColorModeToggle', () => {
  it('toggles uncontrolled and reports the new mode', async () => {
    const onChange = vi.fn();
    render(<NavbarColorModeToggle onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /currently light mode/ }));
    expect(onChange).toHaveBeenCalledWith('dark');
    expect(screen.getByRole('button', { name: /currently dark mode/ })).toBeInTheDocument();
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    render(<NavbarColorModeToggle value="dark" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /currently dark mode/ }));
    expect(onChange).toHaveBeenCalledWith('light');
    expect(screen.getByRole('button', { name: /currently dark mode/ })).toBeInTheDocument();
  });
});
