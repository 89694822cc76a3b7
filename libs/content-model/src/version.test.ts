import { describe, expect, it } from 'vitest';
import {
  buildDocsVersion,
  closestFirst,
  ContentError,
  editDistance,
  getDoc,
  getDocsPlugin,
  getSidebar,
  LOCALE,
  resolveSidebar,
} from './index';

const version = buildDocsVersion({
  docIds: ['index', 'getting-started/overview'],
  sidebars: { tutorialSidebar: resolveSidebar(['getting-started/overview'], { docIds: ['getting-started/overview'] }) },
});

describe('docs version', () => {
  it('is the current version, labelled Next, with the landing as main doc', () => {
    expect(version).toMatchObject({
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/',
      mainDocId: 'index',
      draftIds: [],
    });
    expect(version.docs).toEqual([
      { id: 'index', path: '/', sidebar: 'tutorialSidebar', exact: true },
      { id: 'getting-started/overview', path: '/getting-started/overview', sidebar: 'tutorialSidebar', exact: true },
    ]);
    expect(LOCALE).toMatchObject({ code: 'en', direction: 'ltr', calendar: 'gregory' });
  });

  it('finds sidebars, docs and plugins, or lists the available ids closest first', () => {
    expect(getSidebar(version, 'tutorialSidebar')).toHaveLength(1);
    expect(() => getSidebar(version, 'tutorialSidebr')).toThrow(
      'Unknown sidebar "tutorialSidebr". Available ids, closest first: tutorialSidebar',
    );
    expect(getDoc(version, 'index').path).toBe('/');
    expect(() => getDoc(version, 'overview')).toThrow(
      'Unknown doc id "overview". Available ids, closest first: getting-started/overview, index',
    );
    const plugins = { default: version, blog: version };
    expect(getDocsPlugin(plugins, 'default')).toBe(version);
    expect(() => getDocsPlugin(plugins, 'defualt')).toThrow(ContentError);
    expect(() => getDocsPlugin(plugins, 'defualt')).toThrow('Available ids, closest first: default, blog');
  });
});

describe('closest matches', () => {
  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('sorts candidates closest first, keeping order on ties', () => {
    expect(closestFirst('selenium-jav', ['cypress', 'selenium-js', 'selenium-java'])).toEqual([
      'selenium-java',
      'selenium-js',
      'cypress',
    ]);
  });
});
