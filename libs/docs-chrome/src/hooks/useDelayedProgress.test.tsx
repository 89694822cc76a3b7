import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_FINISH_MS, useDelayedProgress } from './useDelayedProgress';

function Probe({ pathname, pending }: { pathname: string; pending?: string }) {
  return <output>{useDelayedProgress(pathname, pending)}</output>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const state = () => screen.getByRole('status').textContent;

describe('useDelayedProgress', () => {
  it('starts 200 ms after a navigation to another path and finishes when the route has updated', () => {
    const { rerender } = render(<Probe pathname="/a" />);
    rerender(<Probe pathname="/a" pending="/b" />);
    act(() => vi.advanceTimersByTime(199));
    expect(state()).toBe('idle');
    act(() => vi.advanceTimersByTime(1));
    expect(state()).toBe('running');
    rerender(<Probe pathname="/b" pending="/b" />);
    expect(state()).toBe('finishing');
    act(() => vi.advanceTimersByTime(PROGRESS_FINISH_MS));
    expect(state()).toBe('idle');
  });

  it('shows nothing for a navigation faster than the delay', () => {
    const { rerender } = render(<Probe pathname="/a" pending="/b" />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<Probe pathname="/b" />);
    act(() => vi.advanceTimersByTime(500));
    expect(state()).toBe('idle');
  });

  it('ignores changes of hash, query or trailing slash', () => {
    render(<Probe pathname="/a" pending="/a/?q=1#top" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(state()).toBe('idle');
  });
});
