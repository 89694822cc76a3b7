import { describe, expect, it } from 'vitest';
import { byCodeUnit } from './byCodeUnit';

describe('byCodeUnit', () => {
  it('orders as the strings compare, equal strings together', () => {
    expect(['/sdks/b', '/a-b', '/a/b', '/', '/a'].sort(byCodeUnit)).toEqual(['/', '/a', '/a-b', '/a/b', '/sdks/b']);
    expect(byCodeUnit('2024-05-01', '2024-05-01')).toBe(0);
    expect(byCodeUnit('2023-12-31', '2024-01-01')).toBeLessThan(0);
  });
});
