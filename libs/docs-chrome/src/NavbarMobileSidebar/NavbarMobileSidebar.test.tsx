import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../fixtures/matchMedia';
import { NavbarMobileSidebar } from './NavbarMobileSidebar';

let media: ReturnType<typeof installMatchMedia> | undefined;
afterEach(() => media?.restore());

function Host({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <NavbarMobileSidebar
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        header={<span>Eyes</span>}
        sidebar={
          <nav aria-label="Docs sidebar">
            <a href="#overview">Overview</a>
          </nav>
        }
      >
        <a href="#get-started">Get Started</a>
      </NavbarMobileSidebar>
    </>
  );
}

describe('NavbarMobileSidebar', () => {
  it('opens as a modal dialog, locks scroll, traps focus and closes on Escape', async () => {
    media = installMatchMedia({ width: 600 });
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Close navigation bar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '← Back to main menu' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close navigation bar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('shows the docs sidebar first, then the main menu after ← Back to main menu', async () => {
    media = installMatchMedia({ width: 600 });
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back to main menu' }));
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Docs sidebar' })).not.toBeInTheDocument();
  });

  it('closes on the backdrop and when the window becomes desktop width', async () => {
    media = installMatchMedia({ width: 600 });
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Host onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    act(() => media?.set({ width: 996 }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => media?.set({ width: 1200 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => media?.set({ width: 600 }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = container.ownerDocument.querySelector('[aria-hidden="true"]');
    await user.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
