export { CrashScreen, CRASH_PAGE_TITLE, type CrashScreenProps } from './CrashScreen';
export { CrashBoundary, type CrashBoundaryProps } from './CrashBoundary';
