import { LoadingSpinner } from '@docs/docs-chrome';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageErrorContext } from './pageError';
import { PageLoadContext, type PageLoadContextValue } from './pageLoad';

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/overview-1a2b3c4d.js');

/** The site's shape: a layout with a link, a pathless page route with the boundary, the pages. */
function routes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: () => (
        <>
          <nav>Chrome</nav>
          <main>
            <Outlet />
          </main>
        </>
      ),
      children: [{ id: 'page', ErrorBoundary: PageErrorBoundary, HydrateFallback: LoadingSpinner, children: pages }],
    },
  ];
}

function renderAt(path: string, pages: RouteObject[], pageLoad?: Partial<PageLoadContextValue>, report = vi.fn()) {
  const router = createMemoryRouter(routes(pages), { initialEntries: [path] });
  render(
    <PageLoadContext.Provider value={{ retry: vi.fn(), retried: false, isReloading: () => false, ...pageLoad }}>
      <PageErrorContext.Provider value={report}>
        <RouterProvider router={router} />
      </PageErrorContext.Provider>
    </PageLoadContext.Provider>,
  );
  return { router, report };
}

describe('PageErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows the crash screen with the messages inside the chrome; Try again renders the page again', async () => {
    let broken = true;
    function Page() {
      if (broken) throw new Error('Cannot render the example', { cause: new Error('The example data is missing') });
      return <h1>Match levels</h1>;
    }
    const { report } = renderAt('/match-levels', [{ path: 'match-levels', Component: Page }]);

    expect(await screen.findByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument();
    expect(screen.getByText('Cannot render the example')).toBeInTheDocument();
    expect(screen.getByText('The example data is missing')).toBeInTheDocument();
    expect(screen.getByText('Chrome')).toBeInTheDocument();
    expect(report).toHaveBeenLastCalledWith(true);

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Match levels' })).toBeInTheDocument();
    expect(report).toHaveBeenLastCalledWith(false);
  });

  it('titles the document Page Error when no layout takes the report', async () => {
    document.title = 'Match levels | Eyes Tutorials';
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: PageErrorBoundary,
          Component: () => {
            throw new Error('The navbar has no items');
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument();
    expect(document.title).toBe('Page Error');
  });

  it('shows the load error with Retry when the page chunk failed', async () => {
    const retry = vi.fn();
    renderAt('/overview', [{ path: 'overview', lazy: () => Promise.reject(chunkFailure()) }], { retry });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(screen.queryByRole('heading', { name: 'This page crashed.' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the spinner while the browser reloads the page', async () => {
    renderAt('/overview', [{ path: 'overview', lazy: () => Promise.reject(chunkFailure()) }], {
      isReloading: () => true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
