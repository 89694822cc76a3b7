import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Analytics, PageView } from './pageViews';
import { usePageViews } from './usePageViews';

function Page({ analytics, title }: { analytics: Analytics | null; title: string }) {
  usePageViews(title, analytics);
  return <p>{title}</p>;
}

function renderSite(analytics: Analytics | null) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page analytics={analytics} title="Home" /> },
      { path: '/overview', element: <Page analytics={analytics} title="Overview" /> },
    ],
    { initialEntries: ['/tutorials/'], basename: '/tutorials' },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePageViews', () => {
  it('sends a page view for the first page and for every route change', async () => {
    const views: PageView[] = [];
    const router = renderSite({ pageView: (view) => views.push(view) });
    await act(() => router.navigate('/overview'));
    await act(() => router.navigate('/overview#install'));
    await act(() => router.navigate('/overview?tab=java'));
    await act(() => router.navigate('/'));
    expect(views.map((view) => [view.path, view.title])).toEqual([
      ['/tutorials/', 'Home'],
      ['/tutorials/overview', 'Overview'],
      ['/tutorials/overview?tab=java', 'Overview'],
      ['/tutorials/', 'Home'],
    ]);
    expect(views[1]?.url).toBe(`${window.location.origin}/tutorials/overview`);
  });
});
