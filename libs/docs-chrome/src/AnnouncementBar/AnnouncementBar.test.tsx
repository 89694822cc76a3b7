import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DocsChromeProvider } from '../context/DocsChromeProvider';
import { memoryStorage } from '../fixtures/memoryStorage';
import { DISMISSIBLE_FLAG_KEY, DISMISSIBLE_ID_KEY } from '../hooks/useDismissible';
import { AnnouncementBar } from './AnnouncementBar';

describe('AnnouncementBar', () => {
  it('closes and stores the dismissal with its id', async () => {
    const storage = memoryStorage();
    const onDismiss = vi.fn();
    render(
      <AnnouncementBar id="release-2" storage={storage} onDismiss={onDismiss}>
        Version 2 is out
      </AnnouncementBar>,
    );
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent('Version 2 is out');
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(storage.data.get(DISMISSIBLE_ID_KEY)).toBe('release-2');
    expect(storage.data.get(DISMISSIBLE_FLAG_KEY)).toBe('true');
    expect(onDismiss).toHaveBeenCalled();
  });

  it('stays hidden for a dismissed id and shows again for a new id', () => {
    const storage = memoryStorage({ [DISMISSIBLE_ID_KEY]: 'release-2', [DISMISSIBLE_FLAG_KEY]: 'true' });
    const { rerender } = render(
      <DocsChromeProvider storage={storage}>
        <AnnouncementBar id="release-2">Old news</AnnouncementBar>
      </DocsChromeProvider>,
    );
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
    rerender(
      <DocsChromeProvider storage={storage}>
        <AnnouncementBar id="release-3">New news</AnnouncementBar>
      </DocsChromeProvider>,
    );
    expect(screen.getByText('New news')).toBeInTheDocument();
  });

  it('can be controlled by the host and made not closeable', () => {
    const { rerender } = render(
      <AnnouncementBar id="a" dismissed isCloseable={false} storage={memoryStorage()}>
        Hidden
      </AnnouncementBar>,
    );
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
    rerender(
      <AnnouncementBar id="a" dismissed={false} isCloseable={false} storage={memoryStorage()}>
        Shown
      </AnnouncementBar>,
    );
    expect(screen.getByText('Shown')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hydrates the server markup without a mismatch, then hides when dismissed', async () => {
    const storage = memoryStorage({ [DISMISSIBLE_ID_KEY]: 'a', [DISMISSIBLE_FLAG_KEY]: 'true' });
    const ui = (
      <AnnouncementBar id="a" storage={storage}>
        Server text
      </AnnouncementBar>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    expect(container).toHaveTextContent('Server text');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container).not.toHaveTextContent('Server text');
    container.remove();
  });
});
