import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isExternalHref, MdxLink } from './MdxLink';

describe('isExternalHref', () => {
  it.each([
    ['https://example.com', true],
    ['mailto:team@example.com', true],
    ['//cdn.example.com/x.js', true],
    ['/getting-started/overview', false],
    ['#pitfalls', false],
  ])('%s -> %s', (href, external) => expect(isExternalHref(href)).toBe(external));
});

describe('MdxLink', () => {
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
    const router = renderAt(<MdxLink href="/getting-started/overview">Overview</MdxLink>);
    const link = screen.getByRole('link', { name: 'Overview' });
    expect(link).toHaveAttribute('href', '/tutorials/getting-started/overview');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/tutorials/getting-started/overview');
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('leaves external links as plain anchors', () => {
    renderAt(<MdxLink href="https://example.com/signup">Sign up</MdxLink>);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', 'https://example.com/signup');
  });
});
