import { describe, expect, it } from 'vitest';
import { isUnderBase, withoutBasename } from './baseUrl';

describe('isUnderBase', () => {
  it('accepts the base and the paths under it, nothing else', () => {
    expect(isUnderBase('/tutorials', '/tutorials')).toBe(true);
    expect(isUnderBase('/tutorials/', '/tutorials')).toBe(true);
    expect(isUnderBase('/tutorials/concepts', '/tutorials')).toBe(true);
    expect(isUnderBase('/tutorialsx/concepts', '/tutorials')).toBe(false);
    expect(isUnderBase('/docs/', '/tutorials')).toBe(false);
    expect(isUnderBase('/', '/tutorials')).toBe(false);
    expect(isUnderBase('/anything', '')).toBe(true);
  });
});

describe('withoutBasename', () => {
  it("drops the router's base from a path", () => {
    expect(withoutBasename('/tutorials/concepts', '/tutorials')).toBe('/concepts');
    expect(withoutBasename('/tutorials', '/tutorials')).toBe('/');
    expect(withoutBasename('/tutorials/', '/tutorials')).toBe('/');
    expect(withoutBasename('/tutorialsx', '/tutorials')).toBe('/tutorialsx');
    expect(withoutBasename('/concepts', '')).toBe('/concepts');
  });
});
