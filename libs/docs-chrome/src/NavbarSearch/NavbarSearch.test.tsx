import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NavbarSearch } from './NavbarSearch';

describe('NavbarSearch', () => {
  it('is a button that opens the search dialog and announces its shortcuts', async () => {
    const onOpen = vi.fn();
    render(<NavbarSearch onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    expect(button).toHaveTextContent('Ctrl K');
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens on Ctrl+K and on / typed outside a text field', () => {
    const onOpen = vi.fn();
    render(<NavbarSearch onOpen={onOpen} />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: '/' });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('starts keeping what is typed when it opens search (not when search is open already)', async () => {
    const typeAhead = { start: vi.fn() };
    const { rerender } = render(<NavbarSearch onOpen={() => undefined} typeAhead={typeAhead} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(typeAhead.start).toHaveBeenCalledTimes(2);
    rerender(<NavbarSearch onOpen={() => undefined} typeAhead={typeAhead} open />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(typeAhead.start).toHaveBeenCalledTimes(2);
  });

  it('leaves the keyboard alone and shows no hint with shortcuts off', () => {
    const onOpen = vi.fn();
    render(<NavbarSearch onOpen={onOpen} shortcuts={false} open />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).not.toHaveTextContent('Ctrl K');
  });

  it('tells the host when the reader points at, touches or focuses the button', async () => {
    const onIntent = vi.fn();
    const onOpen = vi.fn();
    render(<NavbarSearch onOpen={onOpen} onIntent={onIntent} />);
    const button = screen.getByRole('button', { name: 'Search' });
    await userEvent.hover(button);
    expect(onIntent).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(button);
    expect(onIntent).toHaveBeenCalledTimes(2);
    button.blur();
    fireEvent.focus(button);
    expect(onIntent).toHaveBeenCalledTimes(3);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('renders the same markup on the server (no platform guess before hydration)', () => {
    expect(renderToString(<NavbarSearch onOpen={() => undefined} />)).toContain('Ctrl K');
  });
});
