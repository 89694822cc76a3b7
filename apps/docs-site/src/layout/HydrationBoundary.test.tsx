import { act, use, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHydrationFlag } from '../hooks/useHydrationFlag';
import { HydrationBoundary, HydrationTrackerContext } from './HydrationBoundary';

/** A shell with two regions, as the site's frame has them. */
function Frame({ navbar }: { navbar: ReactNode }) {
  const tracker = useHydrationFlag();
  return (
    <HydrationTrackerContext.Provider value={tracker}>
      <HydrationBoundary>{navbar}</HydrationBoundary>
      <main>Page</main>
      <HydrationBoundary>
        <footer>Footer</footer>
      </HydrationBoundary>
    </HydrationTrackerContext.Provider>
  );
}

/** The navbar's markup; on the client it waits for `ready` first, so its region hydrates late. */
function Navbar({ ready }: { ready?: Promise<void> }) {
  if (ready) use(ready);
  return <nav>Navbar</nav>;
}

// React's act() warns unless the environment says it supports it (Testing Library sets this for render()).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the hydration flag', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  beforeEach(() => {
    delete document.documentElement.dataset.hydrated;
    container = document.createElement('div');
    container.innerHTML = renderToString(<Frame navbar={<Navbar />} />);
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    delete document.documentElement.dataset.hydrated;
  });

  it('is set once the shell and every region have hydrated', async () => {
    await act(async () => {
      root = hydrateRoot(container, <Frame navbar={<Navbar />} />);
    });
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(container.querySelector('nav')?.textContent).toBe('Navbar');
  });

  it('waits for a region that hydrates after the shell', async () => {
    let resolve!: () => void;
    const ready = new Promise<void>((done) => (resolve = done));
    await act(async () => {
      root = hydrateRoot(container, <Frame navbar={<Navbar ready={ready} />} />);
    });
    // The shell and the footer are React's, the navbar still server markup.
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    expect(container.querySelector('nav')?.textContent).toBe('Navbar');
    await act(async () => resolve());
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
