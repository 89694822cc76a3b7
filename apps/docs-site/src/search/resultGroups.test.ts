import { describe, expect, it } from 'vitest';
import { groupLabel, resultGroups, sdkListLabel } from './resultGroups';

describe('resultGroups', () => {
  it('labels groups and results with SDK names; general docs get no label', () => {
    const groups = resultGroups(
      {
        hiddenCount: 0,
        groups: [
          {
            relation: 'sdk',
            results: [{ id: '1', href: '/n', title: 'Native', excerpt: '', matches: [], sdks: ['espresso', 'xcui'] }],
          },
          { relation: 'general', results: [{ id: '2', href: '/g', title: 'General', excerpt: '', matches: [] }] },
          {
            relation: 'other',
            results: [{ id: '3', href: '/o', title: 'Other', excerpt: '', matches: [], sdks: ['selenium-java'] }],
          },
        ],
      },
      'xcui',
    );
    expect(groups.map((group) => group.label)).toEqual(['XCUITest', 'General docs', 'Other SDKs']);
    expect(groups.map((group) => group.results[0]?.badge)).toEqual(['XCUITest', undefined, 'Selenium Java']);
    expect(groups[0]?.results[0]).not.toHaveProperty('sdks');
  });

  it('heads the group of SDKs the query names with the SDK’s name, or says they were searched for', () => {
    expect(groupLabel('named', 'selenium-python', ['cypress'])).toBe('Cypress');
    expect(groupLabel('named', 'cypress', ['appium-java-web', 'appium-java-native'])).toBe('SDKs you searched for');
  });

  it('heads the general docs ranked below the reader’s SDK as more of them, with an id of their own', () => {
    const groups = resultGroups(
      {
        hiddenCount: 0,
        groups: [
          { relation: 'general', results: [{ id: '1', href: '/a', title: 'A', excerpt: '', matches: [] }] },
          { relation: 'sdk', results: [{ id: '2', href: '/b', title: 'B', excerpt: '', matches: [] }] },
          { relation: 'general', more: true, results: [{ id: '3', href: '/c', title: 'C', excerpt: '', matches: [] }] },
        ],
      },
      'espresso',
    );
    expect(groups.map((group) => [group.id, group.label])).toEqual([
      ['general', 'General docs'],
      ['sdk', 'Espresso'],
      ['general-more', 'More general docs'],
    ]);
  });

  it('names several SDKs by the first and a count', () => {
    expect(sdkListLabel(['espresso', 'xcui', 'xctest'])).toBe('Espresso +2');
    expect(sdkListLabel([])).toBe('');
    expect(groupLabel('sdk', 'cypress')).toBe('Cypress');
  });
});
