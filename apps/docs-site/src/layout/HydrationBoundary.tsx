import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import type { HydrationTracker } from './hydrationTracker';

/** Where the page's regions report their hydration; none outside the site's frame (a test, a story). */
export const HydrationTrackerContext = createContext<HydrationTracker | undefined>(undefined);

/**
 * A region of the prerendered chrome that hydrates as a piece of its own.
 * React hydrates each Suspense boundary of server markup separately after
 * the shell and lets the browser run in between; the whole chrome in one
 * piece was one long task as a page started (Lighthouse's total blocking
 * time). Nothing in these regions suspends, so the empty fallback never shows.
 * The region tells the tracker when it is mounted (with the shell) and when
 * its content is hydrated, so that the page's hydration flag waits for it.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const tracker = useContext(HydrationTrackerContext);
  const [region] = useState(() => ({}));
  useEffect(() => {
    tracker?.mounted(region);
    return () => tracker?.unmounted(region);
  }, [tracker, region]);
  return (
    <Suspense>
      <RegionHydrated tracker={tracker} region={region} />
      {children}
    </Suspense>
  );
}

/** Renders nothing; its effect runs when the region around it has hydrated. */
function RegionHydrated({ tracker, region }: { tracker: HydrationTracker | undefined; region: object }) {
  useEffect(() => tracker?.hydrated(region), [tracker, region]);
  return null;
}
