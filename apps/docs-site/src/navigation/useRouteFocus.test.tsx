import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './RouteAnnouncer';
import { useRouteFocus } from './useRouteFocus';

function Layout() {
  const announcement = useRouteFocus(true);
  return (
    <>
      <a href="/elsewhere">Elsewhere</a>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <RouteAnnouncer message={announcement} />
    </>
  );
}

function setUp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          { path: 'overview', Component: () => <h1>Overview</h1> },
          {
            path: 'match-levels',
            Component: () => (
              <>
                <h1>Match levels</h1>
                <h3 id="layout">Layout</h3>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/overview'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useRouteFocus', () => {
  it('leaves the focus alone on the first page and announces nothing', () => {
    setUp();
    expect(screen.getByRole('heading', { name: 'Overview' })).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("moves the focus to the new page's heading and announces it after client navigation", async () => {
    const router = setUp();
    await act(() => router.navigate('/match-levels'));
    expect(screen.getByRole('heading', { name: 'Match levels' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Match levels');
  });

  it("focuses the anchor's heading when the link names one", async () => {
    const router = setUp();
    await act(() => router.navigate('/match-levels#layout'));
    expect(screen.getByRole('heading', { name: 'Layout' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Layout');
  });
});
