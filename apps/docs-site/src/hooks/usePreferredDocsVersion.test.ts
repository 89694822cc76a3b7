import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePreferredDocsVersion } from './usePreferredDocsVersion';
import { memoryStorage } from '../testing/memoryStorage';

describe('usePreferredDocsVersion', () => {
  it('stores the version of the default docs plugin when a docs page is visited', () => {
    const storage = memoryStorage();
    renderHook(() => usePreferredDocsVersion(true, storage));
    expect(storage.data.get('docs-preferred-version-default')).toBe('current');
  });

  it('replaces a stored version that no longer exists', () => {
    const storage = memoryStorage({ 'docs-preferred-version-default': '1.x' });
    renderHook(() => usePreferredDocsVersion(true, storage));
    expect(storage.data.get('docs-preferred-version-default')).toBe('current');
  });

  it('stores nothing on pages that are not docs (blog, not found)', () => {
    const storage = memoryStorage();
    renderHook(() => usePreferredDocsVersion(false, storage));
    expect(storage.data.size).toBe(0);
  });
});
