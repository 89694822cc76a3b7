import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContentLink } from './ContentLink';

describe('ContentLink', () => {
  function renderPageAt(path: string) {
    const content = (
      <>
        <ContentLink href="/reference/server-api/date-format#ranges">date ranges</ContentLink>
        <ContentLink href="/reference/server-api/openapi.json">OpenAPI document</ContentLink>
        <ContentLink href="/concepts/overview">concepts</ContentLink>
      </>
    );
    const router = createMemoryRouter(
      [
        { path: '/reference/server-api/authentication', element: content },
        { path: '/playwright/reference/server-api/authentication', element: content },
        { path: '/playwright/reference/server-api/date-format', element: <h1>Date format (Playwright)</h1> },
      ],
      { basename: '/tutorials', initialEntries: [`/tutorials${path}`] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it("keeps a reader of the Playwright copy of the server API in that copy when they follow a link into the original's pages", async () => {
    const router = renderPageAt('/playwright/reference/server-api/authentication');
    const link = screen.getByRole('link', { name: 'date ranges' });
    expect(link).toHaveAttribute('href', '/tutorials/playwright/reference/server-api/date-format#ranges');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/tutorials/playwright/reference/server-api/date-format');
    expect(screen.getByRole('heading', { name: 'Date format (Playwright)' })).toBeInTheDocument();
  });

  it('links the one published file, and pages outside the section, as written', () => {
    renderPageAt('/playwright/reference/server-api/authentication');
    expect(screen.getByRole('link', { name: 'OpenAPI document' })).toHaveAttribute(
      'href',
      '/tutorials/reference/server-api/openapi.json',
    );
    expect(screen.getByRole('link', { name: 'concepts' })).toHaveAttribute('href', '/tutorials/concepts/overview');
  });

  it('leaves the original section linking to itself', () => {
    renderPageAt('/reference/server-api/authentication');
    expect(screen.getByRole('link', { name: 'date ranges' })).toHaveAttribute(
      'href',
      '/tutorials/reference/server-api/date-format#ranges',
    );
  });
});
