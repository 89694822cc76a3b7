import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Prefetcher } from '../navigation/prefetch';
import { PrefetchContext } from '../navigation/usePrefetch';
import { SiteLink } from './SiteLink';

describe('SiteLink', () => {
  function renderAt(element: React.ReactNode, prefetcher?: Prefetcher) {
    const router = createMemoryRouter(
      [
        { path: '/', element },
        { path: '/getting-started/overview', element: <h1>Overview</h1> },
      ],
      { basename: '/tutorials', initialEntries: ['/tutorials/'] },
    );
    render(
      prefetcher ? (
        <PrefetchContext.Provider value={prefetcher}>
          <RouterProvider router={router} />
        </PrefetchContext.Provider>
      ) : (
        <RouterProvider router={router} />
      ),
    );
    return router;
  }

  it('turns a docs-root link into a router link under the base path', async () => {
    const router = renderAt(<SiteLink href="/getting-started/overview">Overview</SiteLink>);
    const link = screen.getByRole('link', { name: 'Overview' });
    expect(link).toHaveAttribute('href', '/tutorials/getting-started/overview');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/tutorials/getting-started/overview');
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('writes a link to the docs root with its slash under a basename that has one, as the site sets it', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '/getting-started/overview', element: <SiteLink href="/">Home page</SiteLink> },
      ],
      { basename: '/tutorials/', initialEntries: ['/tutorials/getting-started/overview'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Home page' });
    expect(link).toHaveAttribute('href', '/tutorials/');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/tutorials/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('links a file the site publishes under the base path, as a plain anchor the browser fetches', () => {
    const prefetcher = { prefetch: vi.fn(), follow: vi.fn(), observe: vi.fn(() => () => undefined) };
    renderAt(<SiteLink href="/reference/server-api/openapi.json">OpenAPI document</SiteLink>, prefetcher);
    const link = screen.getByRole('link', { name: 'OpenAPI document' });
    expect(link).toHaveAttribute('href', '/tutorials/reference/server-api/openapi.json');
    // No page to prefetch: a router link would watch it.
    expect(prefetcher.observe).not.toHaveBeenCalled();
  });

  it('leaves external links as plain anchors', () => {
    renderAt(<SiteLink href="https://example.com/signup">Sign up</SiteLink>);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', 'https://example.com/signup');
  });

  it('prefetches its page when in view, hovered or focused, tells the prefetcher when followed, and keeps its own handlers', async () => {
    const stopWatching = vi.fn();
    const prefetcher = { prefetch: vi.fn(), follow: vi.fn(), observe: vi.fn(() => stopWatching) };
    const onFocus = vi.fn();
    const onClick = vi.fn();
    renderAt(
      <SiteLink href="/getting-started/overview" onFocus={onFocus} onClick={onClick}>
        Overview
      </SiteLink>,
      prefetcher,
    );
    const link = screen.getByRole('link', { name: 'Overview' });
    expect(prefetcher.observe).toHaveBeenCalledWith(link, '/tutorials/getting-started/overview');

    await userEvent.hover(link);
    expect(prefetcher.prefetch).toHaveBeenLastCalledWith('/tutorials/getting-started/overview');
    prefetcher.prefetch.mockClear();
    link.focus();
    expect(prefetcher.prefetch).toHaveBeenCalledWith('/tutorials/getting-started/overview');
    expect(onFocus).toHaveBeenCalledTimes(1);

    // Leaving the page stops watching its links.
    await userEvent.click(link);
    await screen.findByRole('heading', { name: 'Overview' });
    expect(prefetcher.follow).toHaveBeenCalledWith('/tutorials/getting-started/overview');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(stopWatching).toHaveBeenCalled();
  });

  it('prefetches nothing for external and in-page links', async () => {
    const prefetcher = { prefetch: vi.fn(), follow: vi.fn(), observe: vi.fn(() => () => undefined) };
    renderAt(
      <>
        <SiteLink href="https://example.com/signup">Sign up</SiteLink>
        <SiteLink href="#pitfalls">Pitfalls</SiteLink>
      </>,
      prefetcher,
    );
    await userEvent.hover(screen.getByRole('link', { name: 'Sign up' }));
    await userEvent.hover(screen.getByRole('link', { name: 'Pitfalls' }));
    expect(prefetcher.observe).not.toHaveBeenCalled();
    expect(prefetcher.prefetch).not.toHaveBeenCalled();
  });
});
