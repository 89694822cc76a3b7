import { describe, expect, it } from 'vitest';
import { pageTitle, routePathFromContentFile } from './index';

describe('routePathFromContentFile', () => {
  it.each([
    ['index.mdx', '/'],
    ['getting-started/overview.mdx', '/getting-started/overview'],
    ['integrations/index.mdx', '/integrations'],
    ['concepts/eyes-test-manager/apps-&-tests.mdx', '/concepts/eyes-test-manager/apps-&-tests'],
    ['./playwright/api/overview.mdx', '/playwright/api/overview'],
  ])('%s is served at %s', (file, path) => {
    expect(routePathFromContentFile(file)).toBe(path);
  });
});

describe('pageTitle', () => {
  it('joins page and site with a vertical bar', () => {
    expect(pageTitle('Overview', 'Eyes Docs')).toBe('Overview | Eyes Docs');
  });

  it('uses the site name alone when the page has no title', () => {
    expect(pageTitle(undefined, 'Eyes Docs')).toBe('Eyes Docs');
    expect(pageTitle('  ', 'Eyes Docs')).toBe('Eyes Docs');
  });
});
