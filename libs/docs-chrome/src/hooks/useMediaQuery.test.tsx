import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../fixtures/matchMedia';
import { DESKTOP_BREAKPOINT, useIsDesktop, usePrefersReducedMotion } from './useMediaQuery';

function Probe() {
  return (
    <p>
      {useIsDesktop() ? 'desktop' : 'mobile'} {usePrefersReducedMotion() ? 'reduced' : 'motion'}
    </p>
  );
}

let media: ReturnType<typeof installMatchMedia> | undefined;
afterEach(() => media?.restore());

describe('useIsDesktop / usePrefersReducedMotion', () => {
  it('puts the breakpoint at 996px: 996 is mobile, 997 desktop', () => {
    expect(DESKTOP_BREAKPOINT).toBe(996);
    media = installMatchMedia({ width: 996 });
    render(<Probe />);
    expect(screen.getByText(/mobile/)).toBeInTheDocument();
    act(() => media?.set({ width: 997 }));
    expect(screen.getByText(/desktop/)).toBeInTheDocument();
  });

  it('follows the reduced-motion preference', () => {
    media = installMatchMedia({ reducedMotion: true });
    render(<Probe />);
    expect(screen.getByText(/reduced/)).toBeInTheDocument();
    act(() => media?.set({ reducedMotion: false }));
    expect(screen.getByText(/motion/)).toBeInTheDocument();
  });

  it('renders the server values without touching matchMedia', () => {
    media = installMatchMedia({ width: 400, reducedMotion: true });
    expect(renderToString(<Probe />)).toContain('desktop<!-- --> <!-- -->motion');
  });
});
