import { DocsChromeProvider } from '@docs/docs-chrome';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildSearchData } from '../../build/search/search-data.mjs';
import { SiteLink } from '../routes/SiteLink';
import { createSearchEngine } from './engine';
import { RECENT_SEARCHES_KEY } from './recentSearches';
import { parseSearchData } from './searchData';
import { SiteSearch } from './SiteSearch';

const engine = createSearchEngine(
  parseSearchData(
    buildSearchData([
      {
        path: '/concepts/match-levels',
        title: 'Match levels',
        description: '',
        sections: [{ anchor: 'layout', heading: 'Layout', text: 'Compares the structure of the page.' }],
      },
      {
        path: '/sdks/cypress/configuration',
        title: 'Configuration: Cypress',
        description: '',
        sections: [{ anchor: 'match-level', heading: 'Match level', text: 'Set the structure level.' }],
      },
      {
        path: '/sdks/selenium-java/configuration',
        title: 'Configuration: Selenium Java',
        description: '',
        sections: [{ anchor: 'match-level', heading: 'Match level', text: 'Call setMatchLevel for structure.' }],
      },
    ]),
    'the test site',
  ),
);

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Location">{`${pathname}${hash}`}</output>;
}

function renderSearch(load: () => Promise<typeof engine>, storage = new Map<string, string>()) {
  const store = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <DocsChromeProvider Link={SiteLink} storage={store}>
            <SiteSearch sdk="cypress" load={load} />
            <Where />
          </DocsChromeProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return storage;
}

// Each keystroke renders the dialog; a busy machine needs more than the default 5 s.
describe('SiteSearch', { timeout: 20_000 }, () => {
  it('loads the index on first open only, ranks the reader’s SDK first and opens a result with Enter', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => engine);
    const storage = renderSearch(load);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard('structure');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.firstChild?.textContent)).toEqual(['Cypress', 'General docs']);
    expect(within(listbox).queryByText(/Selenium Java/)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/sdks/cypress/configuration#match-level',
    );
    expect(JSON.parse(storage.get(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['structure']);
  });

  it('shows every SDK with the switch on', async () => {
    const user = userEvent.setup();
    renderSearch(async () => engine);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('structure');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('switch', { name: 'All SDKs' }));
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(groups.map((group) => group.firstChild?.textContent)).toEqual(['Cypress', 'General docs', 'Other SDKs']);
  });

  it('reports a failed load with Retry, which loads again', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('the search index could not be fetched'))
      .mockResolvedValue(engine);
    renderSearch(load);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Search could not be loaded: the search index could not be fetched',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.type(screen.getByRole('combobox'), 'structure');
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Search results' })).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers recent searches from storage when opened', async () => {
    const user = userEvent.setup();
    renderSearch(async () => engine, new Map([[RECENT_SEARCHES_KEY, '["baseline"]']]));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(screen.getByRole('listbox', { name: 'Recent searches' })).getByRole('option')).toHaveTextContent(
      'baseline',
    );
  });
});
