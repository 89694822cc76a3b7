import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useProgressBar } from './useProgressBar';

describe('useProgressBar', () => {
  it('gives the page on screen and, while the next page loads, its path', async () => {
    function Layout() {
      const { pathname, pendingPathname } = useProgressBar('/tutorials');
      return (
        <>
          <p data-testid="progress">{`${pathname} -> ${pendingPathname ?? 'none'}`}</p>
          <Outlet />
        </>
      );
    }
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { path: 'overview', Component: () => null },
            {
              path: 'concepts',
              lazy: () => new Promise((resolve) => (arrive = () => resolve({ Component: () => null }))),
            },
          ],
        },
      ],
      { basename: '/tutorials', initialEntries: ['/tutorials/overview'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('progress')).toHaveTextContent('/overview -> none');

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/concepts');
    });
    expect(await screen.findByText('/overview -> /concepts')).toBeInTheDocument();
    await act(async () => {
      arrive();
      await navigation;
    });
    expect(screen.getByTestId('progress')).toHaveTextContent('/concepts -> none');
  });
});
