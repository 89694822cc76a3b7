import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, useColorMode } from './useColorMode';

/** A `matchMedia` whose `prefers-color-scheme: dark` answer the test changes. */
function installSystemScheme(initial: 'light' | 'dark') {
  let scheme = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query.includes('dark') && scheme === 'dark';
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return async (next: 'light' | 'dark') => {
    scheme = next;
    await act(async () => listeners.forEach((listener) => listener()));
  };
}

/** The page as the pre-paint script leaves it. */
const prePaint = (mode: string) => (document.documentElement.dataset.theme = mode);

async function anotherTabStores(value: string | null) {
  if (value === null) localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, value);
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: value }));
  });
}

describe('useColorMode', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => delete document.documentElement.dataset.theme);

  it('reads the mode the pre-paint script set', () => {
    installSystemScheme('light');
    prePaint('dark');
    const { result } = renderHook(() => useColorMode());
    expect(result.current[0]).toBe('dark');
  });

  it("stores the reader's choice under 'theme' and applies it to the page", async () => {
    installSystemScheme('light');
    prePaint('light');
    const { result } = renderHook(() => useColorMode());
    await act(async () => result.current[1]('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(result.current[0]).toBe('dark');
  });

  it('follows the system while no choice is stored, and stops once the reader picks', async () => {
    const setSystem = installSystemScheme('light');
    prePaint('light');
    const { result } = renderHook(() => useColorMode());
    await setSystem('dark');
    expect(result.current[0]).toBe('dark');
    await act(async () => result.current[1]('light'));
    await setSystem('light');
    await setSystem('dark');
    expect(result.current[0]).toBe('light');
  });

  it('treats an unknown stored value as no choice', async () => {
    const setSystem = installSystemScheme('light');
    localStorage.setItem('theme', 'sepia');
    prePaint('light');
    const { result } = renderHook(() => useColorMode());
    await setSystem('dark');
    expect(result.current[0]).toBe('dark');
  });

  it("follows another tab's choice, and the system again when that tab clears it", async () => {
    installSystemScheme('dark');
    prePaint('dark');
    const { result } = renderHook(() => useColorMode());
    await anotherTabStores('light');
    expect(result.current[0]).toBe('light');
    await anotherTabStores(null);
    expect(result.current[0]).toBe('dark');
  });
});
