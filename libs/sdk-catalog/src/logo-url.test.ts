import { describe, expect, it } from 'vitest';
import { logoFileName } from './index';

describe('logoFileName', () => {
  it('names the logo file of a file: URL into the package, ignoring the query', () => {
    expect(logoFileName('file:///srv/app/node_modules/@docs/sdk-catalog/dist/logos/java.svg?no-inline')).toBe(
      'java.svg',
    );
    expect(logoFileName('file:///C:/app/node_modules/@docs/sdk-catalog/dist/logos/image.svg#x')).toBe('image.svg');
  });

  it('is undefined for a URL that names no logo file', () => {
    expect(logoFileName('/assets/java-D5t36Ry4.svg')).toBeUndefined();
    expect(logoFileName('file:///x/logos/constructor.svg')).toBeUndefined();
    expect(logoFileName('file:///x/logos/java.png')).toBeUndefined();
    expect(logoFileName('')).toBeUndefined();
  });
});
