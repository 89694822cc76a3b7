import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageMarkdownActions } from './PageMarkdownActions';

describe('PageMarkdownActions', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('puts the Markdown it is given on the clipboard and says "Copied", on the button and to screen readers', async () => {
    const getMarkdown = vi.fn(async () => '---\ntitle: Match levels\n---\n\n# Match levels\n');
    render(<PageMarkdownActions markdownHref="/tutorials/a.md" getMarkdown={getMarkdown} resetAfterMs={1500} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy page' })));
    expect(writeText).toHaveBeenCalledWith('---\ntitle: Match levels\n---\n\n# Match levels\n');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(await screen.findByRole('button', { name: 'Copy page' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says the copy failed when the Markdown cannot be made or the clipboard refuses it', async () => {
    render(<PageMarkdownActions markdownHref="/tutorials/a.md" getMarkdown={async () => undefined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy page' })));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page');

    writeText.mockRejectedValue(new Error('denied'));
    render(<PageMarkdownActions markdownHref="/tutorials/b.md" getMarkdown={async () => '# B'} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy page' })));
    expect(screen.getAllByRole('button', { name: 'Copy failed' })).toHaveLength(2);
  });

  it('says "Copying…" while the Markdown is being made, on the button and to screen readers', async () => {
    let finish: (markdown: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => {
      finish = resolve;
    });
    render(<PageMarkdownActions markdownHref="/tutorials/a.md" getMarkdown={() => pending} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy page' })));
    expect(screen.getByRole('button', { name: 'Copying…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Copying the page…');
    await act(async () => finish('# A'));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('lets the host prepare the copy when the reader points at or focuses the button', () => {
    const onPrepare = vi.fn();
    render(<PageMarkdownActions markdownHref="/tutorials/a.md" getMarkdown={async () => ''} onPrepare={onPrepare} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Copy page' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Copy page' }));
    expect(onPrepare).toHaveBeenCalledTimes(2);
  });

  it('links the Markdown address as a plain link of type text/markdown', () => {
    render(<PageMarkdownActions markdownHref="/tutorials/concepts/match-levels.md" getMarkdown={async () => ''} />);
    const link = screen.getByRole('link', { name: 'View as Markdown' });
    expect(link).toHaveAttribute('href', '/tutorials/concepts/match-levels.md');
    expect(link).toHaveAttribute('type', 'text/markdown');
  });
});
