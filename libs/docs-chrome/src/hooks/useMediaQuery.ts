import { useCallback, useSyncExternalStore } from 'react';

/** The desktop/mobile breakpoint, in px: below it the sidebar becomes a drawer. */
export const DESKTOP_BREAKPOINT = 996;

/** Media query that matches desktop widths (wider than {@link DESKTOP_BREAKPOINT}). */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_BREAKPOINT + 1}px)`;

export const REDUCED_MOTION_MEDIA_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether a media query matches, kept up to date. On the server and during
 * hydration it returns `serverValue`, so server and client markup agree.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window === 'undefined' || !window.matchMedia ? serverValue : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

/** Whether the window is desktop width (wider than 996px). Server value: `true`. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA_QUERY, true);
}

/** Whether the reader asked for reduced motion. Server value: `false`. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_MEDIA_QUERY, false);
}
