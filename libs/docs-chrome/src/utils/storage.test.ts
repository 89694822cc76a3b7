import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage, noStorage } from './storage';

describe('createSafeStorage', () => {
  it('passes reads and writes through to a working storage', () => {
    const data = new Map<string, string>();
    const storage = createSafeStorage(() => ({
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
    }));
    storage.setItem('theme', 'dark');
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.getItem('missing')).toBeNull();
  });

  it('warns once and falls back to no storage when storage is unavailable', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => {
      throw new Error('SecurityError: access denied');
    }, warn);
    expect(storage.getItem('theme')).toBeNull();
    expect(() => storage.setItem('theme', 'dark')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('Browser storage is unavailable');
    expect(warn.mock.calls[0]?.[0]).toContain('access denied');
  });

  it('survives a storage whose methods throw (quota exceeded)', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(
      () => ({
        getItem: () => {
          throw new Error('nope');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
      warn,
    );
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', 'b');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('noStorage keeps nothing', () => {
    noStorage.setItem('a', 'b');
    expect(noStorage.getItem('a')).toBeNull();
  });
});
