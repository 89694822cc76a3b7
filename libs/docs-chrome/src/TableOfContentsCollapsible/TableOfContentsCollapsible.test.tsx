import { tocEntries } from '@docs/content-model';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableOfContentsCollapsible } from './TableOfContentsCollapsible';

const entries = tocEntries([
  { depth: 2, text: 'Install', id: 'install' },
  { depth: 3, text: 'npm', id: 'npm' },
  { depth: 2, text: 'Run', id: 'run' },
]);

describe('TableOfContentsCollapsible', () => {
  it('is a closed disclosure button first, in the server markup too', () => {
    const { container } = render(<TableOfContentsCollapsible entries={entries} />);
    const toc = container as HTMLElement;
    const button = within(toc).getByRole('button', { name: 'On this page' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Not a second "On this page" navigation landmark beside the side column's.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(toc).queryByRole('link')).not.toBeInTheDocument();
    expect(renderToString(<TableOfContentsCollapsible entries={entries} />)).toContain('aria-expanded="false"');
  });

  it('opens from the keyboard with levels 2 and 3 nested, and closes on choosing an entry', async () => {
    const user = userEvent.setup();
    const { container } = render(<TableOfContentsCollapsible entries={entries} />);
    const toc = container as HTMLElement;
    const button = within(toc).getByRole('button', { name: 'On this page' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Install', '#install'],
      ['npm', '#npm'],
      ['Run', '#run'],
    ]);
    expect(within(toc).getByRole('link', { name: 'npm' }).closest('ul')?.closest('li')).toHaveTextContent(/^Install/);
    fireEvent.click(within(toc).getByRole('link', { name: 'Run' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(toc).queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<TableOfContentsCollapsible entries={entries} defaultOpen />);
    const button = screen.getByRole('button', { name: 'On this page' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Install' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('renders nothing without entries, and takes another title', () => {
    const { container, rerender } = render(<TableOfContentsCollapsible entries={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<TableOfContentsCollapsible entries={entries} title="Contents" />);
    expect(screen.getByRole('button', { name: 'Contents' })).toBeInTheDocument();
  });
});
