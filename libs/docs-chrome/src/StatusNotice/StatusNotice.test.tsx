import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusNotice } from './StatusNotice';

describe('StatusNotice', () => {
  it('keeps an empty live region when there is no message, with no buttons', () => {
    render(<StatusNotice action={{ label: 'Retry', onClick: () => undefined }} onDismiss={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the message in the live region, and its action and Dismiss as buttons', async () => {
    const retry = vi.fn();
    const dismiss = vi.fn();
    render(
      <StatusNotice
        message="Some interactive parts did not load."
        action={{ label: 'Retry', onClick: retry }}
        onDismiss={dismiss}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Some interactive parts did not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('is reached with the keyboard', async () => {
    render(<StatusNotice message="You're offline." onDismiss={() => undefined} dismissLabel="Close" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps a pending action focusable but does not run it again', async () => {
    const retry = vi.fn();
    render(<StatusNotice message="Loading…" action={{ label: 'Retry', onClick: retry, pending: true }} />);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(retry).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });
});
