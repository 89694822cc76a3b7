import { createSafeStorage } from '@docs/docs-chrome';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  withRecentSearch,
  writeRecentSearches,
} from './recentSearches';
import { memoryStorage } from '../testing/memoryStorage';

describe('recent searches', () => {
  it('keeps the newest first, without repeats (any case), at most five', () => {
    let recent: string[] = [];
    for (const query of ['baseline', 'batch', ' Baseline ', 'a', 'b', 'c', 'd'])
      recent = withRecentSearch(recent, query);
    expect(recent).toEqual(['d', 'c', 'b', 'a', 'Baseline']);
    expect(recent).toHaveLength(MAX_RECENT_SEARCHES);
    expect(withRecentSearch(recent, '   ')).toEqual(recent);
  });

  it('round-trips through storage and reads anything broken as none', () => {
    const storage = memoryStorage();
    writeRecentSearches(storage, ['match level']);
    expect(storage.data.get(RECENT_SEARCHES_KEY)).toBe('["match level"]');
    expect(readRecentSearches(storage)).toEqual(['match level']);
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '{not json' }))).toEqual([]);
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '["ok", 3, ""]' }))).toEqual(['ok']);
  });

  it('works with storage unavailable: kept in memory for the visit, one warning, no error', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => {
      throw new Error('SecurityError: storage is disabled');
    }, warn);
    writeRecentSearches(storage, ['baseline']);
    expect(readRecentSearches(storage)).toEqual(['baseline']);
    writeRecentSearches(storage, ['batch', 'baseline']);
    expect(readRecentSearches(storage)).toEqual(['batch', 'baseline']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
