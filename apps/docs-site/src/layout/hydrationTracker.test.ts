import { describe, expect, it, vi } from 'vitest';
import { createHydrationTracker } from './hydrationTracker';

describe('createHydrationTracker', () => {
  it('waits for the shell and every mounted region, then reports once', () => {
    const onAllHydrated = vi.fn();
    const tracker = createHydrationTracker(onAllHydrated);
    const navbar = {};
    const footer = {};
    tracker.mounted(navbar);
    tracker.mounted(footer);
    tracker.shellCommitted();
    expect(onAllHydrated).not.toHaveBeenCalled();
    tracker.hydrated(footer);
    expect(onAllHydrated).not.toHaveBeenCalled();
    tracker.hydrated(navbar);
    expect(onAllHydrated).toHaveBeenCalledTimes(1);
    tracker.hydrated(navbar);
    tracker.shellCommitted();
    expect(onAllHydrated).toHaveBeenCalledTimes(1);
  });

  it('reports at the shell when there is no region, or every region hydrated with it', () => {
    const none = vi.fn();
    createHydrationTracker(none).shellCommitted();
    expect(none).toHaveBeenCalledTimes(1);

    const same = vi.fn();
    const tracker = createHydrationTracker(same);
    const region = {};
    // One commit: the region's content effect runs before the region's own.
    tracker.hydrated(region);
    tracker.mounted(region);
    expect(same).not.toHaveBeenCalled();
    tracker.shellCommitted();
    expect(same).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a region that goes away', () => {
    const onAllHydrated = vi.fn();
    const tracker = createHydrationTracker(onAllHydrated);
    const region = {};
    tracker.mounted(region);
    tracker.shellCommitted();
    tracker.unmounted(region);
    expect(onAllHydrated).toHaveBeenCalledTimes(1);
  });
});
