import { describe, expect, it } from 'vitest';
import { SDK_PAGE_SLUGS, sdkFolderDocIds, sdkPageSlugs, sdkSidebarDefinition, standardSdkFolder } from './index';

describe('SDK folders without a page', () => {
  it('leave the page out of the folder and of its sidebar group', () => {
    const folder = standardSdkFolder({ dir: 'sdks/images-js', sdk: 'images-js', kind: 'code', without: ['ufg'] });
    expect(sdkFolderDocIds(folder)).not.toContain('sdks/images-js/ufg');
    expect(sdkFolderDocIds(folder)).toHaveLength(SDK_PAGE_SLUGS.code.length - 1);
    const group = sdkSidebarDefinition({ sdk: 'images-js', dir: 'sdks/images-js', kind: 'code', without: ['ufg'] });
    expect(JSON.stringify(group)).not.toContain('sdks/images-js/ufg');
    expect(JSON.stringify(group)).toContain('sdks/images-js/runners');
  });

  it('keep every standard page when nothing is left out', () => {
    expect(sdkPageSlugs('code')).toEqual(SDK_PAGE_SLUGS.code);
    expect(sdkFolderDocIds(standardSdkFolder({ dir: 'sdks/cypress/', sdk: 'cypress', kind: 'code' }))).toContain(
      'sdks/cypress/ufg',
    );
  });

  it('refuse to leave out a page every folder has, naming the pages that may be left out', () => {
    expect(() => sdkPageSlugs('code', ['quickstart'])).toThrow(
      'An SDK folder cannot leave out quickstart: every folder has index, quickstart, changelog, configuration; only guide and reference pages may be left out.',
    );
  });
});
