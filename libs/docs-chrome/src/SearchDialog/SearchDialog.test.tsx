import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DocsChromeProvider, type DocsChromeLinkProps } from '../context/DocsChromeProvider';
import { sampleSearchGroups } from '../fixtures/search';
import { SearchDialog, type SearchDialogProps, type SearchResultGroup } from './SearchDialog';

/** A host like the site's: a button that opens the dialog, a link that records where it would go. */
function Host(props: Partial<SearchDialogProps> & { onNavigate?: (href: string) => void }) {
  const { onNavigate = () => undefined, ...rest } = props;
  const [open, setOpen] = useState(false);
  const Link = ({ href, children, onClick, ...anchor }: DocsChromeLinkProps) => (
    <a
      href={href}
      {...anchor}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
  return (
    <DocsChromeProvider Link={Link}>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        status="ready"
        groups={sampleSearchGroups}
        scopeLabel="Cypress"
        {...rest}
      />
    </DocsChromeProvider>
  );
}

/** Opens the dialog as a reader would, and waits for its box to have the focus (given on the next frame). */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const dialog = screen.getByRole('dialog', { name: 'Search the docs' });
  await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
  return dialog;
}

describe('SearchDialog', () => {
  it('is a modal dialog with the search box focused, and Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    const box = screen.getByRole('combobox', { name: 'Search the docs' });
    expect(box).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    // The focus manager gives focus back once the dialog has gone (a microtask later).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());
  });

  it('keeps Tab inside the dialog, on its controls and never on a result', async () => {
    const user = userEvent.setup();
    render(<Host defaultQuery="match level" onAllSdksChange={() => undefined} />);
    await openDialog(user);
    // The results are reached with the arrows only (combobox pattern): Tab skips them.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'All SDKs' })).toHaveFocus();
    // Past the last control, the focus manager's guard sends focus round to the first (a frame later).
    await user.tab();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    await user.tab({ shift: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'All SDKs' })).toHaveFocus());
  });

  it('shows grouped results, the SDK named once per group, with highlighted matches', async () => {
    const user = userEvent.setup();
    render(<Host defaultQuery="match level" />);
    await openDialog(user);
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && group.firstChild?.textContent)).toEqual([
      'Cypress',
      'General docs',
    ]);
    const first = within(groups[0] as HTMLElement).getAllByRole('option')[0] as HTMLElement;
    expect(first).toHaveAttribute('href', '/sdks/cypress/configuration#match-level');
    expect(first).toHaveTextContent('Configuration: Cypress › , Match level');
    // The group's heading names the SDK: its rows carry no badge saying it again.
    expect(within(groups[0] as HTMLElement).getAllByText('Cypress', { exact: true })).toHaveLength(1);
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toContain('level');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('4 results');
  });

  it('reads a row as its title, heading, SDK and excerpt, each apart', async () => {
    const user = userEvent.setup();
    const [row] = sampleSearchGroups[0]?.results ?? [];
    if (!row) throw new Error('the fixture has no first result');
    const other = { id: 'other', label: 'Other SDKs', results: [{ ...row, id: 'java', badge: 'Selenium Java' }] };
    render(<Host defaultQuery="match level" groups={[other]} />);
    await openDialog(user);
    expect(screen.getByRole('option', { name: /^Configuration/ })).toHaveAccessibleName(
      // (jsdom's name computation trims each piece; a browser keeps the spaces.)
      /^Configuration: Cypress,\s*Match level,\s*Selenium Java\.\s*Set the default match level/,
    );
  });

  it('moves with the arrow keys (wrapping) and opens the active result with Enter', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const onResultSelect = vi.fn();
    render(<Host defaultQuery="match level" onNavigate={onNavigate} onResultSelect={onResultSelect} />);
    await openDialog(user);
    const box = screen.getByRole('combobox');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]?.id);
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/concepts/best-practices/match-levels#layout');
    expect(onResultSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'match-levels-layout' }), 'match level');
  });

  it('shows the loading state until the index is ready', async () => {
    const user = userEvent.setup();
    render(<Host defaultQuery="baseline" status="loading" />);
    await openDialog(user);
    expect(screen.getByText('Loading the search index…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('reports a failure to load and offers Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<Host status="error" error="network down" onRetry={onRetry} />);
    await openDialog(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Search could not be loaded: network down');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a first part of the results while the rest loads, saying so, and no "No results" before the end', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Host defaultQuery="match level" status="partial" />);
    await openDialog(user);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByText('Searching the full text…')).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('4 results so far; Searching the full text…');
    rerender(<Host defaultQuery="match level" status="partial" groups={[]} />);
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    expect(screen.getByText('Searching the full text…').closest('[role="status"]')).toBeInTheDocument();
  });

  it('keeps the reader’s choice when the results for the same query are replaced, and starts over on a new query', async () => {
    const user = userEvent.setup();
    const [sdkGroup, generalGroup] = sampleSearchGroups as [SearchResultGroup, SearchResultGroup];
    const { rerender } = render(<Host defaultQuery="match level" status="partial" groups={[generalGroup]} />);
    await openDialog(user);
    await user.keyboard('{ArrowDown}');
    const chosen = screen.getAllByRole('option')[1] as HTMLElement;
    const chosenHref = chosen.getAttribute('href');
    // The full index answers: more results, the chosen one now further down.
    rerender(<Host defaultQuery="match level" status="ready" groups={[sdkGroup, generalGroup]} />);
    const box = screen.getByRole('combobox');
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('href', chosenHref);
    expect(screen.getAllByRole('option').indexOf(active as HTMLElement)).toBe(3);
    await user.type(box, 's');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
  });

  it('keeps the first result highlighted when fuller results for the same query move it, so Enter opens it', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const [sdkGroup, generalGroup] = sampleSearchGroups as [SearchResultGroup, SearchResultGroup];
    const { rerender } = render(
      <Host defaultQuery="match level" status="partial" groups={[generalGroup]} onNavigate={onNavigate} />,
    );
    await openDialog(user);
    const shown = screen.getAllByRole('option')[0] as HTMLElement;
    expect(shown).toHaveAttribute('aria-selected', 'true');
    const shownHref = shown.getAttribute('href');
    // The full index answers with the reader's SDK first: the highlighted result stays the one shown.
    rerender(
      <Host defaultQuery="match level" status="ready" groups={[sdkGroup, generalGroup]} onNavigate={onNavigate} />,
    );
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveAttribute('href', shownHref);
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(shownHref);
  });

  it('keeps the results a first index found under the failure of the rest, with Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <Host defaultQuery="match level" status="error" error="the full text could not be fetched" onRetry={onRetry} />,
    );
    await openDialog(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Search could not be loaded: the full text could not be fetched',
    );
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and offers the results of other SDKs', async () => {
    const user = userEvent.setup();
    const onAllSdksChange = vi.fn();
    render(<Host defaultQuery="espresso" groups={[]} hiddenCount={3} onAllSdksChange={onAllSdksChange} />);
    await openDialog(user);
    expect(screen.getByText(/No results for/)).toHaveTextContent(
      'No results for “espresso” in Cypress or the general docs.',
    );
    await user.click(screen.getByRole('option', { name: '3 more in other SDKs' }));
    expect(onAllSdksChange).toHaveBeenCalledWith(true, 'more');
  });

  it('counts the matches of other SDKs after the results in scope, as an option Enter takes', async () => {
    const user = userEvent.setup();
    const onAllSdksChange = vi.fn();
    render(<Host defaultQuery="match level" hiddenCount={7} onAllSdksChange={onAllSdksChange} />);
    await openDialog(user);
    const options = within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[4]).toHaveAccessibleName('7 more in other SDKs');
    expect(options[4]).toHaveTextContent('Show all SDKs');
    // Enter is offered only once it would do this (on the first result it opens that result).
    expect(options[4]).not.toHaveTextContent('Enter');
    await user.keyboard('{ArrowUp}');
    expect(options[4]).toHaveAttribute('aria-selected', 'true');
    expect(options[4]).toHaveTextContent('Show all SDKs Enter');
    await user.keyboard('{Enter}');
    expect(onAllSdksChange).toHaveBeenCalledWith(true, 'more');
  });

  it('leaves the count of other SDKs out with every SDK shown, or with no switch to show them', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Host defaultQuery="match level" hiddenCount={7} />);
    await openDialog(user);
    expect(screen.queryByRole('option', { name: /more in other SDK/ })).not.toBeInTheDocument();
    unmount();
    render(<Host defaultQuery="match level" hiddenCount={7} allSdks onAllSdksChange={() => undefined} />);
    await openDialog(user);
    expect(screen.queryByRole('option', { name: /more in other SDK/ })).not.toBeInTheDocument();
  });

  it('says what an empty search searches: the reader’s SDK and the general docs, or every page', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Host onAllSdksChange={() => undefined} />);
    await openDialog(user);
    expect(screen.getByText('Search the general docs and Cypress pages.')).toBeInTheDocument();
    unmount();
    render(<Host allSdks onAllSdksChange={() => undefined} />);
    await openDialog(user);
    expect(screen.getByText('Search every page; Cypress pages rank higher.')).toBeInTheDocument();
  });

  it('takes what was typed before it opened as the query', async () => {
    const user = userEvent.setup();
    const onQueryChange = vi.fn();
    const typeAhead = { take: vi.fn(() => 'baseline') };
    render(<Host typeAhead={typeAhead} onQueryChange={onQueryChange} />);
    await openDialog(user);
    expect(typeAhead.take).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox')).toHaveValue('baseline');
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(onQueryChange).toHaveBeenCalledWith('baseline');
  });

  it('opens on the last query selected, so typing replaces it', async () => {
    const user = userEvent.setup();
    render(<Host defaultQuery="baseline" />);
    await openDialog(user);
    const box = screen.getByRole('combobox');
    expect(box).toHaveFocus();
    expect([(box as HTMLInputElement).selectionStart, (box as HTMLInputElement).selectionEnd]).toEqual([0, 8]);
    await user.keyboard('batch');
    expect(box).toHaveValue('batch');
  });

  it('offers recent searches while the box is empty; choosing one searches it', async () => {
    const user = userEvent.setup();
    const onRecentClear = vi.fn();
    const onQueryChange = vi.fn();
    render(<Host recentSearches={['baseline', 'batch']} onRecentClear={onRecentClear} onQueryChange={onQueryChange} />);
    await openDialog(user);
    const recent = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['baseline', 'batch']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onQueryChange).toHaveBeenLastCalledWith('batch');
    expect(screen.getByRole('combobox')).toHaveValue('batch');
  });

  it('clears recent searches', async () => {
    const user = userEvent.setup();
    const onRecentClear = vi.fn();
    render(<Host recentSearches={['baseline']} onRecentClear={onRecentClear} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onRecentClear).toHaveBeenCalledTimes(1);
  });

  it('switches between the reader’s SDK and every SDK', async () => {
    const user = userEvent.setup();
    const onAllSdksChange = vi.fn();
    render(<Host defaultQuery="match" onAllSdksChange={onAllSdksChange} />);
    await openDialog(user);
    expect(screen.getByText('Results for Cypress and the general docs')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'All SDKs' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onAllSdksChange).toHaveBeenCalledWith(true, 'switch');
  });

  it('closes on a click outside the dialog', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const dialog = await openDialog(user);
    // The backdrop: the first thing in the overlay that holds the dialog.
    await user.click(dialog.parentElement?.firstElementChild as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing while closed (and nothing on the server)', () => {
    render(<SearchDialog open={false} onOpenChange={() => undefined} status="idle" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
