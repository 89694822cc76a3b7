import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageNoticeHost } from './pageNotice';

afterEach(() => document.body.replaceChildren());

describe('createPageNoticeHost', () => {
  it('adds the live region empty, then writes the message into it, outside the app root', async () => {
    document.body.innerHTML = '<div id="root"><main id="main-content" tabindex="-1">Page</main></div>';
    // The region's text each time the document changes.
    const texts: (string | null)[] = [];
    const observer = new MutationObserver(() => {
      const region = document.querySelector('[role="status"]');
      if (region) texts.push(region.textContent);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const host = createPageNoticeHost(document);
    const retry = vi.fn();
    host.show({ message: 'Some interactive parts did not load.', action: { label: 'Retry', onClick: retry } });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Some interactive parts did not load.'));
    observer.disconnect();
    expect(texts[0]).toBe('');
    expect(document.getElementById('root')?.contains(status)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('hides on Dismiss and gives the focus to the main content', async () => {
    document.body.innerHTML = '<main id="main-content" tabindex="-1">Page</main>';
    const host = createPageNoticeHost(document);
    host.show({ message: "You're offline." });
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(host.current()).toBeUndefined();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the latest notice', async () => {
    const host = createPageNoticeHost(document);
    host.show({ message: 'First' });
    host.show({ message: 'Second' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Second'));
    host.show({ message: 'Third', onDismiss: () => host.show({ message: 'Back' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Back'));
  });
});
