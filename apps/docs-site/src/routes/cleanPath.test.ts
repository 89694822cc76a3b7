import { describe, expect, it } from 'vitest';
import { cleanPath } from './cleanPath';

describe('cleanPath', () => {
  it.each([
    ['/getting-started/overview.html', '/getting-started/overview'],
    ['/getting-started/overview/index.html', '/getting-started/overview'],
    ['/getting-started/overview/', '/getting-started/overview'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/getting-started/overview', '/getting-started/overview'],
  ])('%s -> %s', (from, to) => expect(cleanPath(from)).toBe(to));
});
