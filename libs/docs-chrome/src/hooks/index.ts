export {
  DESKTOP_BREAKPOINT,
  DESKTOP_MEDIA_QUERY,
  REDUCED_MOTION_MEDIA_QUERY,
  useIsDesktop,
  useMediaQuery,
  usePrefersReducedMotion,
} from './useMediaQuery';
export { useHideOnScroll } from './useHideOnScroll';
export { useActiveHeading, type ActiveHeadingOptions } from './useActiveHeading';
export {
  DISMISSIBLE_FLAG_KEY,
  DISMISSIBLE_ID_KEY,
  isDismissed,
  useDismissible,
  type DismissibleKeys,
} from './useDismissible';
export { PROGRESS_DELAY_MS, PROGRESS_FINISH_MS, useDelayedProgress, type ProgressState } from './useDelayedProgress';
export { isSearchShortcut, useSearchShortcut } from './useSearchShortcut';
export {
  createSearchTypeAhead,
  typeAheadWith,
  useSearchTypeAhead,
  type SearchTypeAhead,
  type TypedKey,
} from './useSearchTypeAhead';
