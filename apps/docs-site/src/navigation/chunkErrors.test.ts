import { afterEach, describe, expect, it } from 'vitest';
import { isChunkLoadError, watchPreloadErrors } from './chunkErrors';

describe('isChunkLoadError', () => {
  it("recognises the browsers' messages for a module that could not be fetched", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://docs.example/tutorials/assets/overview-1a2b3c4d.js',
      'error loading dynamically imported module: https://docs.example/tutorials/assets/overview-1a2b3c4d.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /tutorials/assets/overview-1a2b3c4d.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('does not take a crash, a text or nothing for a chunk failure', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('watchPreloadErrors', () => {
  let stop = () => undefined as void;
  afterEach(() => stop());

  it("recognises whatever error Vite's preload helper reported, and stops when asked", () => {
    stop = watchPreloadErrors(window);
    const reported = new Error('network changed');
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: reported }));
    expect(isChunkLoadError(reported)).toBe(true);

    stop();
    const later = new Error('network changed again');
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: later }));
    expect(isChunkLoadError(later)).toBe(false);
  });
});
