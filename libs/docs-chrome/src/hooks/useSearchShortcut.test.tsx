import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearchShortcut } from './useSearchShortcut';

function Host({ onShortcut, enabled }: { onShortcut: () => void; enabled?: boolean }) {
  useSearchShortcut(onShortcut, enabled);
  return (
    <>
      <input aria-label="Name" />
      <button type="button">Plain</button>
    </>
  );
}

describe('useSearchShortcut', () => {
  it('answers Ctrl+K and Cmd+K anywhere, and keeps the browser from acting on them', () => {
    const onShortcut = vi.fn();
    render(<Host onShortcut={onShortcut} />);
    const ctrl = fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'k', ctrlKey: true });
    expect(ctrl).toBe(false); // default prevented
    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    expect(onShortcut).toHaveBeenCalledTimes(2);
  });

  it('answers / outside text fields only, and ignores other keys', () => {
    const onShortcut = vi.fn();
    render(<Host onShortcut={onShortcut} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: '/' });
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, shiftKey: true });
    expect(onShortcut).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Plain' }), { key: '/' });
    expect(onShortcut).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', () => {
    const onShortcut = vi.fn();
    render(<Host onShortcut={onShortcut} enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(onShortcut).not.toHaveBeenCalled();
  });
});
