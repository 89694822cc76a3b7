import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_FINISH_MS } from '../hooks/useDelayedProgress';
import { ProgressBar } from './ProgressBar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ProgressBar', () => {
  it('appears 200 ms after a route change to a different path and finishes when the route updates', () => {
    const { rerender } = render(<ProgressBar pathname="/a" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<ProgressBar pathname="/a" pendingPathname="/b" />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('data-state', 'running');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    rerender(<ProgressBar pathname="/b" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'finishing');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(PROGRESS_FINISH_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('does not start for the same path', () => {
    render(<ProgressBar pathname="/a" pendingPathname="/a#section" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
