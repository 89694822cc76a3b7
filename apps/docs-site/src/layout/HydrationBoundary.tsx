import { Suspense, type ReactNode } from 'react';

/**
 * A region of the prerendered chrome that hydrates as a piece of its own.
 * React hydrates each Suspense boundary of server markup separately after
 * the shell and lets the browser run in between; the whole chrome in one
 * piece was one long task as a page started (Lighthouse's total blocking
 * time). Nothing in these regions suspends, so the empty fallback never shows.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
