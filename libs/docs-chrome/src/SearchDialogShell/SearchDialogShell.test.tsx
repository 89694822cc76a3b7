import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createSearchTypeAhead } from '../hooks/useSearchTypeAhead';
import { SearchDialog } from '../SearchDialog/SearchDialog';
import { SearchDialogShell } from './SearchDialogShell';

function Host({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      {open && (
        <SearchDialogShell
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('SearchDialogShell', () => {
  it('shows search opening with a loading state, keeps focus and the page scroll, and Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Host onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search the docs' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading search…');
    // The focus manager gives the panel the focus on the next frame.
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(document.body.style.overflow).toBe('hidden');
    // Nothing to type into yet: what the reader types is kept for the dialog, not taken here.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    // The focus manager gives focus back once the shell has gone (a microtask later).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());
  });
});

describe('SearchDialogShell, then SearchDialog in its place', () => {
  function Swap() {
    const [stage, setStage] = useState<'closed' | 'shell' | 'dialog'>('closed');
    const [typeAhead] = useState(() => createSearchTypeAhead(document));
    return (
      <>
        <button
          type="button"
          onClick={() => {
            typeAhead.start();
            setStage('shell');
          }}
        >
          Search
        </button>
        <button type="button" onClick={() => setStage('dialog')}>
          Dialog loaded
        </button>
        {stage === 'shell' && <SearchDialogShell onClose={() => setStage('closed')} />}
        <SearchDialog
          open={stage === 'dialog'}
          onOpenChange={(open) => setStage(open ? 'dialog' : 'closed')}
          status="ready"
          typeAhead={typeAhead}
        />
      </>
    );
  }

  it('keeps what is typed while the shell shows, and gives focus back to the opener when the dialog closes', async () => {
    const user = userEvent.setup();
    render(<Swap />);
    const opener = screen.getByRole('button', { name: 'Search' });
    await user.click(opener);
    await user.keyboard('bat');
    // The dialog's code arrives (the button stands for it; it is outside the modal shell).
    act(() => (screen.getByRole('button', { name: 'Dialog loaded', hidden: true }) as HTMLButtonElement).click());
    await user.keyboard('ch');
    const box = await screen.findByRole('combobox', { name: 'Search the docs' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('batch');
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
