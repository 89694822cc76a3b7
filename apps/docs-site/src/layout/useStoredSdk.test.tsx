import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppStore, selectSidebarLink } from '../state/store';
import { memoryStorage } from '../testing/memoryStorage';
import { useStoredSdk } from './useStoredSdk';

const HOME = '/sdks/selenium-java/quickstart';

function Page() {
  useStoredSdk(useLocation().pathname);
  return null;
}

/** A document loaded on `HOME` whose history entry carries the docs mode an SDK choice set (as after a reload). */
function loadHomeWithDocsModeState() {
  const store = createAppStore(HOME, memoryStorage());
  const router = createMemoryRouter([{ path: '*', Component: Page }], {
    initialEntries: [{ pathname: HOME, state: { sidebarLink: 'docs' }, key: 'chosen' }],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe('useStoredSdk', () => {
  it('takes the sidebar mode of the entry the document was loaded on from the URL, as the server rendered it', () => {
    const { store } = loadHomeWithDocsModeState();
    expect(selectSidebarLink(store.getState())).toBe('api');
  });

  it('takes the mode a client navigation carries, and the URL again on the entry the document was loaded on', async () => {
    const { store, router } = loadHomeWithDocsModeState();
    await act(() => router.navigate('/sdks/robot/quickstart', { state: { sidebarLink: 'docs' } }));
    expect(selectSidebarLink(store.getState())).toBe('docs');
    await act(() => router.navigate(-1));
    expect(selectSidebarLink(store.getState())).toBe('api');
    await act(() => router.navigate(1));
    expect(selectSidebarLink(store.getState())).toBe('docs');
  });
});
