import type { StorageLike } from '@docs/docs-chrome';

/** Storage key of the reader's recent searches (a JSON list, newest first). */
export const RECENT_SEARCHES_KEY = 'docs.search.recent';
export const MAX_RECENT_SEARCHES = 5;

/** The stored recent searches; anything unreadable counts as none. */
export function readRecentSearches(storage: StorageLike): string[] {
  const raw = storage.getItem(RECENT_SEARCHES_KEY);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value
          .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
          .slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** `query` added in front of `recent`, without an earlier copy (any case), at most {@link MAX_RECENT_SEARCHES}. */
export function withRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return [...recent];
  const rest = recent.filter((item) => item.toLowerCase() !== trimmed.toLowerCase());
  return [trimmed, ...rest].slice(0, MAX_RECENT_SEARCHES);
}

export function writeRecentSearches(storage: StorageLike, recent: readonly string[]): void {
  storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recent));
}
