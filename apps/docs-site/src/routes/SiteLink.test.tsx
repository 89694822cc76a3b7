import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteLink } from './SiteLink';

describe('SiteLink', () => {
  function renderAt(element: React.ReactNode) {
    const router = createMemoryRouter(
      [
        { path: '/', element },
        { path: '/getting-started/overview', element: <h1>Overview</h1> },
      ],
      { basename: '/tutorials', initialEntries: ['/tutorials/'] },
    );
    render(<RouterProvider router={router} />);
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

  it('leaves external links as plain anchors', () => {
    renderAt(<SiteLink href="https://example.com/signup">Sign up</SiteLink>);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', 'https://example.com/signup');
  });
});
