import { LoadingSpinner } from '@docs/docs-chrome';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';
import { noPrefetcher } from './prefetch';
import { SiteRouter, type SiteRouterInstance } from './SiteRouter';

function routes(load: () => Promise<{ Component: () => React.ReactNode }>): RouteObject[] {
  return [
    {
      path: '/',
      Component: () => (
        <main>
          <Outlet />
        </main>
      ),
      children: [
        {
          id: 'page',
          ErrorBoundary: PageErrorBoundary,
          HydrateFallback: LoadingSpinner,
          children: [{ path: 'overview', lazy: load }],
        },
      ],
    },
  ];
}

const instance = (load: () => Promise<{ Component: () => React.ReactNode }>): SiteRouterInstance => ({
  router: createMemoryRouter(routes(load), { initialEntries: ['/overview'] }),
  isReloading: () => false,
});

describe('SiteRouter', () => {
  it('Retry goes back to loading with a new router, then shows the page', async () => {
    const failed = instance(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/overview.js')),
    );
    let arrive: () => void = () => undefined;
    const create = vi.fn(() =>
      instance(
        () =>
          new Promise((resolve) => {
            arrive = () => resolve({ Component: () => <h1>Overview</h1> });
          }),
      ),
    );
    const dispose = vi.spyOn(failed.router, 'dispose');
    render(<SiteRouter initial={failed} create={create} prefetcher={noPrefetcher} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(dispose).toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    arrive();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
