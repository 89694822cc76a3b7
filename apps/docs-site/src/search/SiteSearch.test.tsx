import { DocsChromeProvider } from '@docs/docs-chrome';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildSearchData } from '../../build/search/search-data.mjs';
import { searchRequestHead } from '../head/siteHeadTags';
import { SiteLink } from '../routes/SiteLink';
import { createFullTextEngine, createTitlesEngine } from './engine';
import { RECENT_SEARCHES_KEY } from './recentSearches';
import type { SearchEngineLoader } from './loadSearchEngine';
import { parseSearchTitles } from './searchData';
import { SiteSearch } from './SiteSearch';
import { takePrePaintSearchRequest } from './usePrePaintSearchRequest';

const data = buildSearchData([
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
]);
const titles = parseSearchTitles({ ...data.titles, full: 'full-abc.json' }, 'the test titles');
const titlesEngine = createTitlesEngine(titles);
const engine = await createFullTextEngine(titles, JSON.stringify(data.full), 'full');

/** A loader whose stages resolve (or fail) as each test says; both ready at once by default. */
function fakeLoader({
  titles = async () => titlesEngine,
  full = async () => engine,
}: Partial<SearchEngineLoader> = {}): SearchEngineLoader {
  return { titles: vi.fn(titles), full: vi.fn(full) };
}

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Location">{`${pathname}${hash}`}</output>;
}

function renderSearch(loader: SearchEngineLoader, storage = new Map<string, string>()) {
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
            <SiteSearch sdk="cypress" loader={loader} />
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

/** Runs the page's pre-paint script that keeps a search asked for before the app starts, as the page carries it. */
function runSearchRequestScript() {
  new Function(searchRequestHead().replace(/^<script>|<\/script>$/g, ''))();
  // Stopped even where the test fails before the app takes over.
  onTestFinished(() => void takePrePaintSearchRequest());
}

/** Opens search as a reader does and waits for the dialog (its code is a chunk of its own). */
async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
}

// Each keystroke renders the dialog; a busy machine needs more than the default 5 s.
describe('SiteSearch', { timeout: 20_000 }, () => {
  it('loads the index on first open only, ranks the reader’s SDK first and opens a result with Enter', async () => {
    const user = userEvent.setup();
    const loader = fakeLoader();
    const storage = renderSearch(loader);
    expect(loader.titles).not.toHaveBeenCalled();
    expect(loader.full).not.toHaveBeenCalled();
    await openSearch(user);
    expect(loader.full).toHaveBeenCalledTimes(1);
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

  it('keeps what is typed before the dialog has loaded, as its query, and counts the other SDKs’ matches', async () => {
    const user = userEvent.setup();
    renderSearch(fakeLoader());
    // Typed at once, in the task of the click: the dialog's code cannot have arrived.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    for (const key of 'structure') fireEvent.keyDown(document.activeElement ?? document.body, { key });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    expect(screen.getByRole('combobox')).toHaveValue('structure');
    const more = await screen.findByRole('option', { name: '1 more in other SDK' });
    await user.click(more);
    expect(screen.getByRole('switch', { name: 'All SDKs' })).toBeChecked();
    expect(await screen.findByRole('group', { name: 'Other SDKs' })).toHaveTextContent('Configuration: Selenium Java');
  });

  it('opens with what was typed after Ctrl+K before the app started, and goes on from there', async () => {
    const user = userEvent.setup();
    // The page's pre-paint script, as the page carries it, sees the keys before anything of the app.
    runSearchRequestScript();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    for (const key of 'struc') fireEvent.keyDown(document.body, { key });
    renderSearch(fakeLoader());
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    expect(screen.getByRole('combobox')).toHaveValue('struc');
    await user.keyboard('ture');
    expect(screen.getByRole('combobox')).toHaveValue('structure');
    expect(await screen.findByRole('option', { name: /Match levels/ })).toBeInTheDocument();
  });

  it('opens nothing when letters were typed before the app started with no search asked for', async () => {
    runSearchRequestScript();
    for (const key of 'struc') fireEvent.keyDown(document.body, { key });
    renderSearch(fakeLoader());
    await screen.findByRole('button', { name: 'Search' });
    // The script has stopped: Ctrl+K is the app's now, and opens search once, empty.
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('shows every SDK with the switch on', async () => {
    const user = userEvent.setup();
    renderSearch(fakeLoader());
    await openSearch(user);
    await user.keyboard('structure');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('switch', { name: 'All SDKs' }));
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    // Other SDKs come after the reader's SDK and the general docs, even where one of theirs matches better.
    expect(groups.map((group) => group.firstChild?.textContent)).toEqual(['Cypress', 'General docs', 'Other SDKs']);
  });

  it('reports a failed load with Retry, which loads again', async () => {
    const user = userEvent.setup();
    const failure = () => Promise.reject(new Error('the search index could not be fetched'));
    const loader = fakeLoader({ titles: failure, full: failure });
    renderSearch(loader);
    await openSearch(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Search could not be loaded: the search index could not be fetched',
    );
    vi.mocked(loader.titles).mockResolvedValue(titlesEngine);
    vi.mocked(loader.full).mockResolvedValue(engine);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.type(screen.getByRole('combobox'), 'structure');
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Search results' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader.full).toHaveBeenCalledTimes(2);
  });

  it('shows title and heading matches while the full text loads, then the full results', async () => {
    const user = userEvent.setup();
    let release: (ready: typeof engine) => void = () => undefined;
    const held = new Promise<typeof engine>((resolve) => (release = resolve));
    renderSearch(fakeLoader({ full: () => held }));
    await openSearch(user);
    await user.keyboard('layout');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getByRole('option')).toHaveAttribute('href', '/concepts/match-levels#layout');
    expect(screen.getByText('Searching the full text…')).toBeInTheDocument();
    // A word of the text only: no "No results" while the full text is on its way.
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('structure');
    expect(await screen.findByText('Searching the full text…')).toBeInTheDocument();
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    release(engine);
    const groups = within(await screen.findByRole('listbox', { name: 'Search results' })).getAllByRole('group');
    expect(groups.map((group) => group.firstChild?.textContent)).toEqual(['Cypress', 'General docs']);
    expect(screen.queryByText('Searching the full text…')).not.toBeInTheDocument();
  });

  it('reports a full text that failed after the titles loaded, keeping their results, and Retry loads it', async () => {
    const user = userEvent.setup();
    const loader = fakeLoader({
      full: () => Promise.reject(new Error('the full-text search index could not be fetched (HTTP 503)')),
    });
    renderSearch(loader);
    await openSearch(user);
    await user.keyboard('layout');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Search could not be loaded: the full-text search index could not be fetched (HTTP 503)',
    );
    expect(within(screen.getByRole('listbox', { name: 'Search results' })).getByRole('option')).toHaveAttribute(
      'href',
      '/concepts/match-levels#layout',
    );
    vi.mocked(loader.full).mockResolvedValue(engine);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('structure');
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
  });

  it('starts loading the titles (only) when the reader points at the search button', async () => {
    const user = userEvent.setup();
    const loader = fakeLoader();
    renderSearch(loader);
    await user.hover(screen.getByRole('button', { name: 'Search' }));
    expect(loader.titles).toHaveBeenCalledTimes(1);
    expect(loader.full).not.toHaveBeenCalled();
  });

  it('loads nothing on pointing with data saver on', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const loader = fakeLoader();
      renderSearch(loader);
      await user.hover(screen.getByRole('button', { name: 'Search' }));
      expect(loader.titles).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('offers recent searches from storage when opened', async () => {
    const user = userEvent.setup();
    renderSearch(fakeLoader(), new Map([[RECENT_SEARCHES_KEY, '["baseline"]']]));
    await openSearch(user);
    expect(within(screen.getByRole('listbox', { name: 'Recent searches' })).getByRole('option')).toHaveTextContent(
      'baseline',
    );
  });
});
