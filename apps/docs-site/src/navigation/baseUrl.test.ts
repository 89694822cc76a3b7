import { describe, expect, it } from 'vitest';
import { isUnderBase, suggestedBaseUrl } from './baseUrl';

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

describe('suggestedBaseUrl', () => {
  it('suggests the address opened, as a folder', () => {
    expect(suggestedBaseUrl('/docs/')).toBe('/docs/');
    expect(suggestedBaseUrl('/docs')).toBe('/docs/');
    expect(suggestedBaseUrl('/')).toBe('/');
  });
});
