import { useEffect, useState } from 'react';
import { createHydrationTracker, type HydrationTracker } from '../layout/hydrationTracker';

/**
 * Marks `<html data-hydrated="true">` once React has taken over the whole
 * prerendered page: the shell and every region that hydrates on its own
 * (give the returned tracker to `HydrationTrackerContext`). Effects never run
 * during server rendering, so the flag only appears when the client is in
 * charge, and a reader's key or click after it reaches the
 * app's handlers, the navbar's included.
 */
export function useHydrationFlag(): HydrationTracker {
  const [tracker] = useState(() =>
    createHydrationTracker(() => {
      document.documentElement.dataset.hydrated = 'true';
    }),
  );
  useEffect(() => tracker.shellCommitted(), [tracker]);
  return tracker;
}
