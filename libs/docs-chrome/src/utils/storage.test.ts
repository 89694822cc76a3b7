import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage, noStorage, type StorageLike } from './storage';

function mapStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('createSafeStorage', () => {
  it('passes reads and writes through to a working storage, without a warning', () => {
    const warn = vi.fn();
    const backing = mapStorage();
    const storage = createSafeStorage(() => backing, warn);
    storage.setItem('theme', 'dark');
    expect(backing.data.get('theme')).toBe('dark');
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.getItem('missing')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once when storage is unavailable and keeps values in memory for the page', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => {
      throw new Error('SecurityError: access denied');
    }, warn);
    expect(storage.getItem('theme')).toBeNull();
    expect(() => storage.setItem('theme', 'dark')).not.toThrow();
    expect(storage.getItem('theme')).toBe('dark');
    storage.setItem('sdk', 'cypress');
    expect(storage.getItem('sdk')).toBe('cypress');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('Browser storage is unavailable');
    expect(warn.mock.calls[0]?.[0]).toContain('access denied');
  });

  it('treats a missing storage as unavailable', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => null, warn);
    storage.setItem('theme', 'light');
    expect(storage.getItem('theme')).toBe('light');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps reading stored values when only writing fails (quota exceeded)', () => {
    const warn = vi.fn();
    const backing = mapStorage();
    backing.data.set('sdk', 'selenium-java');
    const storage = createSafeStorage(
      () => ({
        getItem: backing.getItem,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
      warn,
    );
    storage.setItem('theme', 'dark');
    storage.setItem('theme', 'light');
    expect(storage.getItem('theme')).toBe('light');
    expect(storage.getItem('sdk')).toBe('selenium-java');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('QuotaExceededError');
  });

  it('survives a storage whose reads throw', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(
      () => ({
        getItem: () => {
          throw new Error('nope');
        },
        setItem: () => undefined,
      }),
      warn,
    );
    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('b')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('noStorage keeps nothing', () => {
    noStorage.setItem('a', 'b');
    expect(noStorage.getItem('a')).toBeNull();
  });
});
