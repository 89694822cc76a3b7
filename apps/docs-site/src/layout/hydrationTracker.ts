/**
 * Follows the regions of the prerendered page that hydrate on their own
 * (`HydrationBoundary`): each is mounted with the shell and hydrated later,
 * in a commit of its own. Calls `onAllHydrated` once, when the shell has
 * committed and every mounted region is React's.
 */
export interface HydrationTracker {
  /** A region was mounted with the shell (still server markup, unless hydrated already). */
  mounted(region: object): void;
  /** A region's content is React's now. May come before `mounted` when both land in one commit. */
  hydrated(region: object): void;
  /** A region went away before or after it hydrated. */
  unmounted(region: object): void;
  /** The shell committed: every region there is has been mounted. */
  shellCommitted(): void;
}

export function createHydrationTracker(onAllHydrated: () => void): HydrationTracker {
  const regions = new Map<object, boolean>();
  let shellCommitted = false;
  let done = false;
  const check = () => {
    if (done || !shellCommitted) return;
    for (const hydrated of regions.values()) if (!hydrated) return;
    done = true;
    onAllHydrated();
  };
  return {
    mounted(region) {
      if (!regions.has(region)) regions.set(region, false);
    },
    hydrated(region) {
      regions.set(region, true);
      check();
    },
    unmounted(region) {
      regions.delete(region);
      check();
    },
    shellCommitted() {
      shellCommitted = true;
      check();
    },
  };
}
