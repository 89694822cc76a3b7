import { tocEntries } from '@docs/content-model';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installIntersectionObserver } from '../fixtures/intersectionObserver';
import { TableOfContents, tocIds } from './TableOfContents';

const entries = tocEntries([
  { depth: 2, text: 'Install', id: 'install' },
  { depth: 3, text: 'npm', id: 'npm' },
  { depth: 4, text: 'Too deep', id: 'deep' },
  { depth: 2, text: 'Run', id: 'run' },
]);

let io: ReturnType<typeof installIntersectionObserver> | undefined;
afterEach(() => io?.restore());

describe('TableOfContents', () => {
  it('lists levels 2 and 3, nested', () => {
    render(<TableOfContents entries={entries} activeId="npm" />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Install', 'npm', 'Run']);
    expect(within(nav).getByRole('link', { name: 'npm' })).toHaveAttribute('href', '#npm');
    expect(within(nav).getByRole('link', { name: 'npm' })).toHaveAttribute('aria-current', 'location');
    expect(tocIds(entries)).toEqual(['install', 'npm', 'run']);
  });

  it('highlights the heading in view', () => {
    io = installIntersectionObserver();
    render(
      <>
        <TableOfContents entries={entries} />
        <h2 id="install">Install</h2>
        <h3 id="npm">npm</h3>
        <h2 id="run">Run</h2>
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    act(() => io?.report({ run: true }));
    expect(within(nav).getByRole('link', { name: 'Run' })).toHaveAttribute('data-state', 'active');
    expect(within(nav).getByRole('link', { name: 'Install' })).not.toHaveAttribute('data-state');
  });

  it('renders nothing without entries', () => {
    const { container } = render(<TableOfContents entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
