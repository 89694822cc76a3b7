/**
 * Recognising a page chunk that failed to load, as opposed to a page that
 * crashed: the first gets the load error (or a reload), the second the crash
 * screen.
 */

/** What browsers and Vite say when a dynamically imported module or its stylesheet cannot be fetched. */
const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

/** Errors Vite reported through its `vite:preloadError` event: chunk failures whatever their message. */
const reported = new WeakSet<object>();

/** True when `error` is a failed fetch of a page chunk (or of what the chunk needs). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (reported.has(error)) return true;
  const message = error instanceof Error ? error.message : '';
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Remembers every error Vite's preload helper reports (it dispatches
 * `vite:preloadError` on `window`, then throws the same error), so the route
 * error boundary recognises it. Returns a function that stops listening.
 */
export function watchPreloadErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const remember = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (typeof payload === 'object' && payload !== null) reported.add(payload);
  };
  target.addEventListener('vite:preloadError', remember);
  return () => target.removeEventListener('vite:preloadError', remember);
}
