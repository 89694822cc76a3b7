import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../fixtures/memoryStorage';
import type { StorageLike } from '../utils/storage';
import { DISMISSIBLE_FLAG_KEY, DISMISSIBLE_ID_KEY, useDismissible } from './useDismissible';

function Bar({ id, storage }: { id: string; storage: StorageLike }) {
  const [dismissed, dismiss] = useDismissible(id, storage);
  return dismissed ? (
    <p>dismissed</p>
  ) : (
    <button type="button" onClick={dismiss}>
      dismiss {id}
    </button>
  );
}

describe('useDismissible', () => {
  it('stores the dismissal with the id', async () => {
    const storage = memoryStorage();
    render(<Bar id="v1" storage={storage} />);
    await userEvent.click(screen.getByRole('button', { name: 'dismiss v1' }));
    expect(screen.getByText('dismissed')).toBeInTheDocument();
    expect(storage.data.get(DISMISSIBLE_ID_KEY)).toBe('v1');
    expect(storage.data.get(DISMISSIBLE_FLAG_KEY)).toBe('true');
  });

  it('stays dismissed for the same id and shows again for a new id', async () => {
    const storage = memoryStorage({ [DISMISSIBLE_ID_KEY]: 'v1', [DISMISSIBLE_FLAG_KEY]: 'true' });
    const { rerender } = render(<Bar id="v1" storage={storage} />);
    expect(screen.getByText('dismissed')).toBeInTheDocument();
    rerender(<Bar id="v2" storage={storage} />);
    expect(screen.getByRole('button', { name: 'dismiss v2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'dismiss v2' }));
    expect(storage.data.get(DISMISSIBLE_ID_KEY)).toBe('v2');
  });

  it('renders shown on the server, whatever is stored', () => {
    const storage = memoryStorage({ [DISMISSIBLE_ID_KEY]: 'v1', [DISMISSIBLE_FLAG_KEY]: 'true' });
    expect(renderToString(<Bar id="v1" storage={storage} />)).toContain('dismiss');
    expect(renderToString(<Bar id="v1" storage={storage} />)).not.toContain('dismissed');
  });
});
