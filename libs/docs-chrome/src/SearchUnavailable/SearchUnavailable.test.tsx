import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchUnavailable } from './SearchUnavailable';

function renderUnavailable() {
  const onRetry = vi.fn();
  const onClose = vi.fn();
  render(
    <>
      <button type="button">Search</button>
      <SearchUnavailable
        error={new Error("the search dialog's code could not be downloaded")}
        onRetry={onRetry}
        onClose={onClose}
      />
    </>,
  );
  return { onRetry, onClose };
}

describe('SearchUnavailable', () => {
  it('says why search is missing and starts on Retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderUnavailable();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Search could not be loaded: the search dialog's code could not be downloaded",
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape or Close', async () => {
    const user = userEvent.setup();
    const { onClose } = renderUnavailable();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
