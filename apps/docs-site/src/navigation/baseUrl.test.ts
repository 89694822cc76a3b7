import { describe, expect, it } from 'vitest';
import { isUnderBase } from './baseUrl';

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
