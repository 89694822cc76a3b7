import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFiles, share } from './mdx-compile.mjs';

describe('mdx-compile shares', () => {
  it('gives every page of the content to exactly one process', () => {
    const files = contentFiles(join(import.meta.dirname, '../..'));
    // The MDX pages: the SDK pages are rendered from content/sdk-data, not compiled.
    expect(files.length).toBeGreaterThan(100);
    expect(files.every((file) => file.endsWith('.mdx'))).toBe(true);
    expect(files.some((file) => file.includes('/content/blog/'))).toBe(true);
    const parts = [0, 1, 2].map((k) => share(files, k, 3));
    expect(parts.flat().sort()).toEqual(files);
    expect(
      Math.max(...parts.map((part) => part.length)) - Math.min(...parts.map((part) => part.length)),
    ).toBeLessThanOrEqual(1);
  });
});
