import { describe, expect, it } from 'vitest';
import { isActivePath, isExternalHref, isInSection, normalizePath } from './paths';

describe('paths', () => {
  it('normalizes trailing slashes, queries and hashes', () => {
    expect(normalizePath('/integrations/')).toBe('/integrations');
    expect(normalizePath('/integrations?x=1#top')).toBe('/integrations');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('matches the active path', () => {
    expect(isActivePath('/getting-started/overview', '/getting-started/overview/')).toBe(true);
    expect(isActivePath('/getting-started/overview', '/getting-started')).toBe(false);
    expect(isActivePath('/', undefined)).toBe(false);
  });

  it('finds the section a navbar link leads to: its page and the pages under it', () => {
    expect(isInSection('/blog', '/blog')).toBe(true);
    expect(isInSection('/blog', '/blog/tags/ci/')).toBe(true);
    expect(isInSection('/blog/', '/blog/2025-post')).toBe(true);
    expect(isInSection('/blog', '/blogging')).toBe(false);
    expect(isInSection('/blog', '/getting-started')).toBe(false);
    expect(isInSection('/', '/getting-started')).toBe(false);
    expect(isInSection('https://example.com/blog', '/blog')).toBe(false);
    expect(isInSection('/blog', undefined)).toBe(false);
  });

  it('tells external hrefs apart', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('//cdn.example.com/x.js')).toBe(true);
    expect(isExternalHref('mailto:a@b.c')).toBe(true);
    expect(isExternalHref('/getting-started')).toBe(false);
    expect(isExternalHref('#main')).toBe(false);
  });
});
