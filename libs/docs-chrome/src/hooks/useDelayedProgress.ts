import { useEffect, useState } from 'react';
import { normalizePath } from '../utils/paths';

/** The progress bar starts 200 ms after a route change, so quick navigations show none. */
export const PROGRESS_DELAY_MS = 200;

/** How long the finished bar stays at 100% before it fades out. */
export const PROGRESS_FINISH_MS = 300;

/** `idle`: nothing shown; `running`: a navigation is slow; `finishing`: it has just completed. */
export type ProgressState = 'idle' | 'running' | 'finishing';

/**
 * The state of the top progress bar. `pathname` is the route on screen,
 * `pendingPathname` the one being navigated to while its page loads. A pending
 * route with a different path starts the bar after `delay` ms (fast
 * navigations show nothing); when `pathname` has caught up the bar finishes.
 * Changes of query or hash alone never start it.
 */
export function useDelayedProgress(
  pathname: string,
  pendingPathname: string | undefined,
  delay: number = PROGRESS_DELAY_MS,
): ProgressState {
  const target = pendingPathname !== undefined ? normalizePath(pendingPathname) : undefined;
  const pending = target !== undefined && target !== normalizePath(pathname);
  /** The pending path whose delay has elapsed, until the finish animation is over. */
  const [startedFor, setStartedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!pending || target === undefined) return;
    const timer = setTimeout(() => setStartedFor(target), delay);
    return () => clearTimeout(timer);
  }, [pending, target, delay]);

  const finishing = !pending && startedFor !== null;
  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setStartedFor(null), PROGRESS_FINISH_MS);
    return () => clearTimeout(timer);
  }, [finishing]);

  if (pending) return startedFor === target ? 'running' : 'idle';
  return finishing ? 'finishing' : 'idle';
}
