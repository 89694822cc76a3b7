import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
            <a href="#current" aria-current="page">
              Current page
            </a>
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
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close navigation bar' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: '← Back to main menu' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Current page' })).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close navigation bar' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('gives focus back without scrolling the page to the button that opened it', async () => {
    media = installMatchMedia({ width: 600 });
    const user = userEvent.setup();
    render(<Host />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close navigation bar' })).toHaveFocus());
    const focus = vi.spyOn(opener, 'focus');
    await user.click(screen.getByRole('button', { name: 'Close navigation bar' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('only closes on a link to the page on screen, and follows other links', async () => {
    media = installMatchMedia({ width: 600 });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Host onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const other = fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(other, 'another page is followed').toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    const same = fireEvent.click(screen.getByRole('link', { name: 'Current page' }));
    expect(same, 'the same page is not navigated to again').toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    // The dimmed area beside the drawer (decorative, so without a role).
    const backdrop = container.ownerDocument.querySelector('.backdrop');
    await user.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
