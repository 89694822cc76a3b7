import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from './useFocusTrap';

function Trap({ active }: { active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <>
      <button type="button">Outside</button>
      <div ref={ref}>
        <button type="button">First</button>
        <a href="#x">Middle</a>
        {/* Out of the Tab order, like a combobox's option links: the arrows reach them, Tab does not. */}
        <a href="#option" tabIndex={-1}>
          Option
        </a>
        <button type="button">Last</button>
        {/* Focusable by script only, like a scrolling list Chromium lets Tab stop on, last in the dialog. */}
        <div role="listbox" aria-label="Results" tabIndex={-1} />
      </div>
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, wraps Tab both ways and restores focus on release', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Trap active={false} />);
    screen.getByRole('button', { name: 'Outside' }).focus();
    rerender(<Trap active />);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Middle' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    rerender(<Trap active={false} />);
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });

  it('keeps Tab inside from an element it does not list, such as a scrolling list', async () => {
    const user = userEvent.setup();
    render(<Trap active />);
    screen.getByRole('listbox', { name: 'Results' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    screen.getByRole('listbox', { name: 'Results' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });
});
