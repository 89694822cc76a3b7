// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CloningCache } from './shiki-cache';

interface Tree {
  children: { value: string }[];
}

describe('CloningCache', () => {
  it('hands out copies: changing a stored or returned tree changes no other hit', () => {
    const cache = new CloningCache<Tree>();
    const stored: Tree = { children: [{ value: 'a' }] };
    cache.set('k', stored);
    stored.children.push({ value: 'changed after set' });

    const first = cache.get('k');
    expect(first).toEqual({ children: [{ value: 'a' }] });
    first?.children.push({ value: 'b' });
    const second = cache.get('k');
    expect(second).toEqual({ children: [{ value: 'a' }] });
    expect(second).not.toBe(first);
  });

  it('keeps the snippets used last, up to its limit', () => {
    const cache = new CloningCache<string>(2);
    cache.set('a', 'A').set('b', 'B');
    expect(cache.get('a')).toBe('A'); // now b is the one used longest ago
    cache.set('c', 'C');

    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('misses unknown keys', () => {
    expect(new CloningCache<string>().get('nope')).toBeUndefined();
  });
});
