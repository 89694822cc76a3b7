import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchUnavailable } from './SearchUnavailable';

function Host({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      {open && (
        <SearchUnavailable
          error={new Error("the search dialog's code could not be downloaded")}
          onRetry={onRetry}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

function renderUnavailable() {
  const onRetry = vi.fn();
  const onClose = vi.fn();
  render(<Host onRetry={onRetry} onClose={onClose} />);
  return { onRetry, onClose };
}

describe('SearchUnavailable', () => {
  it('says why search is missing and starts on Retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderUnavailable();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Search could not be loaded: the search dialog's code could not be downloaded",
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['Close', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('closes with %s and gives focus back to the button that opened search', async (_, close) => {
    const user = userEvent.setup();
    const { onClose } = renderUnavailable();
    const opener = screen.getByRole('button', { name: 'Search' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());
    await close(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
