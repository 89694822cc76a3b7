import type { SdkKey } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';
import {
  apiNameSpellings,
  asksForServerApi,
  looksLikeCode,
  nameCoverage,
  pageSdks,
  rankHits,
  resultHref,
  rowNamed,
  sdkRelation,
  titleIsQuery,
  type RankPage,
  type RankSection,
  type SearchHit,
} from './ranking';

describe('pageSdks', () => {
  it('takes the SDK owning the path before the front matter', () => {
    expect(pageSdks('/sdks/selenium-java/eyes', ['cypress'])).toEqual(['selenium-java']);
    expect(pageSdks('/sdks/storybook-angular/quickstart')).toEqual(['storybook']);
    expect(pageSdks('/playwright/api/overview')).toEqual(['playwright-ts']);
  });

  it('reads a general page’s front matter (aliases resolved), and none means general docs', () => {
    expect(pageSdks('/concepts/native', ['espresso', 'xcui', 'images-xctest'])).toEqual(['espresso', 'xctest', 'xcui']);
    expect(pageSdks('/concepts/match-levels')).toBeUndefined();
    expect(pageSdks('/concepts/match-levels', [])).toBeUndefined();
    expect(pageSdks('/concepts/match-levels', ['all'])).toBeUndefined();
  });

  it('reads platforms and API families as their SDKs', () => {
    const cloud = pageSdks('/concepts/execution-cloud', ['selenium', 'webdriverio']);
    expect(cloud).toContain('selenium-java');
    expect(cloud).toContain('webdriverio');
    expect(cloud).not.toContain('espresso');
    expect(pageSdks('/concepts/ufg', ['component'])).toEqual(['storybook']);
    expect(sdkRelation(cloud, 'espresso')).toBe('other');
  });
});

describe('sdkRelation', () => {
  it('says whether a page is for the reader’s SDK, general, or for others', () => {
    expect(sdkRelation(undefined, 'cypress')).toBe('general');
    expect(sdkRelation(['cypress'], 'cypress')).toBe('sdk');
    expect(sdkRelation(['espresso', 'xcui'], 'xcui')).toBe('sdk');
    expect(sdkRelation(['selenium-java'], 'cypress')).toBe('other');
  });
});

describe('resultHref', () => {
  it('adds the section anchor', () => {
    expect(resultHref('/a/b', 'c')).toBe('/a/b#c');
    expect(resultHref('/a/b', '')).toBe('/a/b');
  });
});

describe('nameCoverage', () => {
  it('is the share of a title’s or heading’s words that the query matched, stop words left out', () => {
    expect(nameCoverage('Match levels', ['match', 'levels'])).toBe(1);
    expect(nameCoverage('Setting the match level', ['match', 'level'])).toBe(0.5);
    // Words joined by a slash are one name: "ci" names `CI/CD` in full, `Travis CI` by half.
    expect(nameCoverage('CI/CD', ['ci'])).toBe(1);
    expect(nameCoverage('Travis CI', ['ci'])).toBe(0.5);
    const processTerm = (term: string) => (term.toLowerCase() === 'the' ? null : term.toLowerCase());
    expect(nameCoverage('Setting the match level', ['match', 'level'], processTerm)).toBe(2 / 3);
    expect(nameCoverage('', ['match'])).toBe(0);
  });
});

describe('titleIsQuery', () => {
  it('compares a title with the query in any case, singular or plural, without the SDK’s name or "SDK"', () => {
    expect(titleIsQuery('Baselines', 'baseline')).toBe(true);
    expect(titleIsQuery('Match levels', 'Match level')).toBe(true);
    expect(titleIsQuery('Baseline history', 'baseline')).toBe(false);
    expect(titleIsQuery('Storybook SDK', 'storybook', { sdkPage: true })).toBe(true);
    expect(titleIsQuery('Configuration: Cypress', 'configuration', { sdkPage: true })).toBe(true);
    expect(titleIsQuery('Configuration: Cypress', 'configuration')).toBe(false);
    expect(titleIsQuery('Class', 'clas')).toBe(false);
    expect(titleIsQuery('Anything', '')).toBe(false);
  });
});

describe('looksLikeCode', () => {
  it('tells a query written as code from words', () => {
    expect(looksLikeCode('eyes.check')).toBe(true);
    expect(looksLikeCode('setMatchLevel')).toBe(true);
    expect(looksLikeCode('check()')).toBe(true);
    expect(looksLikeCode('match level')).toBe(false);
    expect(looksLikeCode('.net')).toBe(false);
    expect(looksLikeCode('BatchInfo')).toBe(true);
    expect(looksLikeCode('GitHub Actions')).toBe(false);
  });
});

describe('apiNameSpellings and rowNamed', () => {
  it('spell an API name as each language does, an accessor as its property too', () => {
    expect(apiNameSpellings('setBatch')).toEqual(['setbatch', 'batch']);
    expect(apiNameSpellings('set_batch')).toEqual(['setbatch', 'batch']);
    expect(apiNameSpellings('config.SetBatch()')).toEqual(['setbatch', 'batch']);
    expect(apiNameSpellings('eyes.check')).toEqual(['check']);
    expect(apiNameSpellings('set batch')).toEqual([]);
  });

  it('find the member in its own language’s spelling', () => {
    const python = ['api_key · Your API key.', 'batch · The batch the tests report to.'];
    expect(rowNamed(python, apiNameSpellings('setBatch'))).toBe(true);
    expect(rowNamed(['match_level · How strictly.'], apiNameSpellings('setMatchLevel'))).toBe(true);
    expect(rowNamed(['setBatch · The batch.'], apiNameSpellings('set_batch'))).toBe(true);
    expect(rowNamed(python, apiNameSpellings('setBranchName'))).toBe(false);
  });
});

describe('asksForServerApi', () => {
  it('is true for a query with a word of the REST API', () => {
    expect(asksForServerApi('api endpoint')).toBe(true);
    expect(asksForServerApi('REST batches')).toBe(true);
    expect(asksForServerApi('batch')).toBe(false);
  });
});

describe('rankHits', () => {
  const pages: RankPage[] = [
    { path: '/concepts/match-levels', title: 'Match levels' },
    { path: '/sdks/cypress/configuration', title: 'Configuration: Cypress', sdks: ['cypress'] },
    { path: '/sdks/selenium-java/configuration', title: 'Configuration: Selenium Java', sdks: ['selenium-java'] },
  ];
  const sections: RankSection[] = [
    { page: 0, anchor: '', heading: '', excerpt: 'How strictly a checkpoint is compared.' },
    { page: 0, anchor: 'strict', heading: 'Strict', excerpt: 'The default.' },
    { page: 0, anchor: 'layout', heading: 'Layout', excerpt: 'Structure only.' },
    { page: 0, anchor: 'content', heading: 'Content', excerpt: 'Text only.' },
    { page: 1, anchor: 'match-level', heading: 'Match level', excerpt: 'matchLevel in cypress.config.js.' },
    { page: 2, anchor: 'match-level', heading: 'Match level', excerpt: 'setMatchLevel on Configuration.' },
  ];
  const hit = (id: number, score: number, named = false): SearchHit => ({ id, score, terms: ['match'], named });

  it('counts the other SDKs’ results that turning them on would show, no more', () => {
    const many: RankPage[] = Array.from({ length: 40 }, (_, i) => ({
      path: `/sdks/selenium-java/page-${i}`,
      title: `Page ${i}`,
      sdks: ['selenium-java'],
    }));
    const manySections: RankSection[] = many.map((_, i) => ({ page: i, anchor: '', heading: '', excerpt: '' }));
    const hits = many.map((_, i) => hit(i, 10));
    const hidden = rankHits(hits, many, manySections, { sdk: 'cypress', allSdks: false });
    const shown = rankHits(hits, many, manySections, { sdk: 'cypress', allSdks: true });
    const others = shown.groups.find((group) => group.relation === 'other')?.results.length;
    expect(hidden.hiddenCount).toBe(others);
    // Every SDK's pages when asked for, up to 30; the reader's scope keeps its 8 a group.
    expect(hidden.hiddenCount).toBe(30);
  });

  it('puts the reader’s SDK first, then general docs, and leaves other SDKs out, counting them', () => {
    const ranked = rankHits([hit(0, 10), hit(5, 9), hit(4, 8)], pages, sections, { sdk: 'cypress', allSdks: false });
    expect(ranked.groups.map((group) => [group.relation, group.results.map((result) => result.href)])).toEqual([
      ['sdk', ['/sdks/cypress/configuration#match-level']],
      ['general', ['/concepts/match-levels']],
    ]);
    expect(ranked.hiddenCount).toBe(1);
    expect(ranked.groups[0]?.results[0]).toEqual({
      id: '4',
      href: '/sdks/cypress/configuration#match-level',
      title: 'Configuration: Cypress',
      heading: 'Match level',
      excerpt: 'matchLevel in cypress.config.js.',
      matches: ['match'],
      sdks: ['cypress'],
    });
  });

  it('puts a general page first when it matches far better than the reader’s SDK', () => {
    const ranked = rankHits([hit(0, 10), hit(4, 3)], pages, sections, { sdk: 'cypress', allSdks: false });
    expect(ranked.groups.map((group) => group.relation)).toEqual(['general', 'sdk']);
  });

  it('puts a section the query names (its title or heading) before sections that only mention the words', () => {
    // "match levels": the Match levels page's lead is named in full; Cypress's configuration mentions the words.
    const hits = [hit(4, 10), hit(0, 4, true)];
    const ranked = rankHits(
      hits.map((one) => ({ ...one, terms: ['match', 'levels'] })),
      pages,
      sections,
      { sdk: 'cypress', allSdks: false },
    );
    expect(ranked.groups.map((group) => group.results[0]?.href)).toEqual([
      '/concepts/match-levels',
      '/sdks/cypress/configuration#match-level',
    ]);
  });

  it('with every SDK shown, keeps the reader’s SDK and the general docs before other SDKs that score higher', () => {
    // "install" with All SDKs: thirty other SDKs' quickstarts must not bury Cypress's.
    const ranked = rankHits([hit(5, 20), hit(0, 10), hit(4, 8)], pages, sections, { sdk: 'cypress', allSdks: true });
    expect(ranked.groups.map((group) => group.relation)).toEqual(['sdk', 'general', 'other']);
    expect(ranked.hiddenCount).toBe(0);
    const generalFirst = rankHits([hit(5, 20), hit(0, 10), hit(4, 3)], pages, sections, {
      sdk: 'cypress',
      allSdks: true,
    });
    expect(generalFirst.groups.map((group) => group.relation)).toEqual(['general', 'sdk', 'other']);
  });

  it('shows the pages of an SDK the query names, first, in their own group, even with other SDKs off', () => {
    // "selenium java match level" typed by a Cypress reader.
    const ranked = rankHits([hit(0, 10), hit(4, 9), hit(5, 5)], pages, sections, {
      sdk: 'cypress',
      allSdks: false,
      named: ['selenium-java'],
    });
    expect(ranked.groups.map((group) => [group.relation, group.results.map((result) => result.href)])).toEqual([
      ['named', ['/sdks/selenium-java/configuration#match-level']],
      ['sdk', ['/sdks/cypress/configuration#match-level']],
      ['general', ['/concepts/match-levels']],
    ]);
    expect(ranked.groups[0]?.sdks).toEqual(['selenium-java']);
    expect(ranked.hiddenCount).toBe(0);
  });

  it('puts the reader’s SDK’s member named by a query written as code before general pages that mention its words', () => {
    // "check_window" for a Selenium Python reader: the Eyes class's member, not Viewports > window size.
    const apiPages: RankPage[] = [
      { path: '/getting-started/viewports', title: 'Viewports' },
      { path: '/sdks/selenium-python/reference/eyes', title: 'Eyes class: Selenium Python', sdks: ['selenium-python'] },
    ];
    const apiSections: RankSection[] = [
      { page: 0, anchor: 'window-size', heading: 'Viewport, window and screenshot size', excerpt: '' },
      {
        page: 1,
        anchor: 'members',
        heading: 'Members',
        excerpt: '',
        rows: ['open · Starts a test.', 'check_window · Shorthand for check with Target.window().'],
      },
    ];
    const hits = [
      { id: 0, score: 30, terms: ['check', 'window'], named: false },
      { id: 1, score: 6, terms: ['check', 'window'], named: false },
    ];
    const first = (query: string) =>
      rankHits(hits, apiPages, apiSections, { sdk: 'selenium-python', allSdks: false, query }).groups[0]?.results[0]
        ?.href;
    expect(first('check_window')).toBe('/sdks/selenium-python/reference/eyes#members');
    expect(first('eyes.check_window()')).toBe('/sdks/selenium-python/reference/eyes#members');
    // Words, not code: the general page that matches far better stays first.
    expect(first('check window')).toBe('/getting-started/viewports#window-size');
  });

  it('follows the reader’s SDK: the same hits rank Selenium Java first for its readers', () => {
    const ranked = rankHits([hit(0, 10), hit(5, 9), hit(4, 8)], pages, sections, {
      sdk: 'selenium-java',
      allSdks: false,
    });
    expect(ranked.groups[0]?.results.map((result) => result.href)).toEqual([
      '/sdks/selenium-java/configuration#match-level',
    ]);
  });

  it('keeps at most perPage sections of a page and perGroup results of a group', () => {
    const hits = [hit(0, 10), hit(1, 9), hit(2, 8), hit(3, 7)];
    const ranked = rankHits(hits, pages, sections, { sdk: 'cypress', allSdks: false, perPage: 2 });
    expect(ranked.groups[0]?.results.map((result) => result.id)).toEqual(['0', '1']);
    const capped = rankHits(hits, pages, sections, { sdk: 'cypress', allSdks: false, perGroup: 1 });
    expect(capped.groups[0]?.results.map((result) => result.id)).toEqual(['0']);
  });

  it('drops matches far below the best one, and ignores unknown ids', () => {
    const ranked = rankHits([hit(0, 10), hit(99, 9), hit(4, 0.5)], pages, sections, { sdk: 'cypress', allSdks: false });
    expect(ranked.groups.map((group) => group.relation)).toEqual(['general']);
  });

  describe('what the reader asked for, by name', () => {
    const named: RankPage[] = [
      { path: '/concepts/baseline-history', title: 'Baseline history' },
      { path: '/getting-started/baselines', title: 'Baselines' },
      { path: '/playwright/core-concepts', title: 'Core concepts for Playwright users', sdks: ['playwright-ts'] },
      { path: '/concepts/match-levels', title: 'Match levels' },
      { path: '/blog/storybook', title: 'Visual tests with Storybook' },
      { path: '/concepts/storybook', title: 'Storybook components' },
      { path: '/sdks/storybook', title: 'Storybook SDK', sdks: ['storybook'] },
    ];
    const namedSections: RankSection[] = [
      { page: 0, anchor: '', heading: '', excerpt: '' },
      { page: 1, anchor: '', heading: '', excerpt: '' },
      { page: 2, anchor: 'match-levels', heading: 'Match levels', excerpt: '' },
      { page: 3, anchor: '', heading: '', excerpt: '' },
      { page: 4, anchor: '', heading: '', excerpt: '' },
      { page: 5, anchor: '', heading: '', excerpt: '' },
      { page: 6, anchor: '', heading: '', excerpt: '' },
    ];
    const first = (hits: SearchHit[], query: string, sdk: SdkKey = 'cypress', allSdks = false) =>
      rankHits(hits, named, namedSections, { sdk, allSdks, query }).groups[0]?.results[0]?.href;

    it('puts the page whose title is the query, singular or plural, before a longer title', () => {
      const hits = [
        // The index scores the exact word well above `baselines`, a longer word it starts.
        { id: 0, score: 10, terms: ['baseline'], named: true },
        { id: 1, score: 4, terms: ['baselines'], named: true },
      ];
      expect(first(hits, 'baseline')).toBe('/getting-started/baselines');
    });

    it('keeps a general page the query names before the reader’s SDK’s section of that name', () => {
      const hits = [
        { id: 2, score: 10, terms: ['match', 'levels'], named: true },
        { id: 3, score: 10, terms: ['match', 'levels'], named: true },
      ];
      expect(first(hits, 'match level', 'playwright-ts')).toBe('/concepts/match-levels');
    });

    it('keeps the boost of a title that is the query when the query has a typo the index corrected', () => {
      // "baslines": the index matched `baselines` with one typo, in the Baselines page's title.
      const hits = [
        { id: 0, score: 10, terms: ['baseline'], named: true },
        { id: 1, score: 4, terms: ['baselines'], named: true },
      ];
      expect(first(hits, 'baslines')).toBe('/getting-started/baselines');
    });

    it('puts the reference member a camelCase name names before the changelog that mentions it', () => {
      // "eyesCheckWindow" for Cypress: the 4.0.0 release note scores higher in the index than the member's row.
      const apiPages: RankPage[] = [
        { path: '/sdks/cypress/changelog', title: 'Changelog: Cypress', sdks: ['cypress'] },
        { path: '/sdks/cypress/reference/eyes', title: 'Eyes reference: Cypress', sdks: ['cypress'] },
      ];
      const apiSections: RankSection[] = [
        { page: 0, anchor: '400', heading: '4.0.0', excerpt: 'cy.eyesCheckWindow takes one options object.' },
        {
          page: 1,
          anchor: 'members',
          heading: 'Members',
          excerpt: '',
          rows: ['cy.eyesCheckWindow · Takes one checkpoint.'],
        },
      ];
      const hits = [
        { id: 0, score: 20, terms: ['eyescheckwindow'] },
        { id: 1, score: 5, terms: ['eyescheckwindow'] },
      ];
      const ranked = rankHits(hits, apiPages, apiSections, {
        sdk: 'cypress',
        allSdks: false,
        query: 'eyesCheckWindow',
      });
      expect(ranked.groups[0]?.results.map((result) => result.href)).toEqual([
        '/sdks/cypress/reference/eyes#members',
        '/sdks/cypress/changelog#400',
      ]);
    });

    it('puts a docs page before a blog post of equal match', () => {
      const hits = [
        { id: 4, score: 10, terms: ['storybook'] },
        { id: 5, score: 10, terms: ['storybook'] },
      ];
      expect(first(hits, 'storybook components')).toBe('/concepts/storybook');
    });

    it('puts the SDK page of the SDK the query names before blog posts, with or without every SDK', () => {
      const hits = [
        { id: 4, score: 12, terms: ['storybook'], named: true },
        { id: 6, score: 10, terms: ['storybook'], named: true },
      ];
      for (const allSdks of [true, false]) {
        const ranked = rankHits(hits, named, namedSections, {
          sdk: 'cypress',
          allSdks,
          query: 'storybook',
          named: ['storybook'],
          namesOnly: true,
        });
        expect(ranked.groups[0]?.results[0]?.href).toBe('/sdks/storybook');
      }
    });

    it('with every SDK shown, puts the reader’s SDK’s page of that name before other SDKs’', () => {
      const pagesOf: RankPage[] = [
        { path: '/sdks/storybook/check-settings', title: 'Check settings: Storybook', sdks: ['storybook'] },
        {
          path: '/sdks/selenium-python/check-settings',
          title: 'Check settings: Selenium Python',
          sdks: ['selenium-python'],
        },
      ];
      const sectionsOf: RankSection[] = pagesOf.map((_, page) => ({ page, anchor: '', heading: '', excerpt: '' }));
      const hits = [
        // A shorter title scores higher in the index.
        { id: 0, score: 12, terms: ['check', 'settings'], named: true },
        { id: 1, score: 7, terms: ['check', 'settings'], named: true },
      ];
      const ranked = rankHits(hits, pagesOf, sectionsOf, {
        sdk: 'selenium-python',
        allSdks: true,
        query: 'check settings',
      });
      expect(ranked.groups.map((group) => group.relation)).toEqual(['sdk', 'other']);
    });

    it('puts the reader’s SDK first for a query written as code', () => {
      const hits = [
        { id: 3, score: 15, terms: ['eyes', 'check'] },
        { id: 2, score: 8, terms: ['eyes', 'check'] },
      ];
      expect(first(hits, 'eyes check', 'playwright-ts')).toBe('/concepts/match-levels');
      expect(first(hits, 'eyes.check', 'playwright-ts')).toBe('/playwright/core-concepts#match-levels');
    });
  });

  describe('Storybook for Angular', () => {
    const storybook: RankPage[] = [
      { path: '/sdks/storybook-angular/quickstart', title: 'Quickstart: Storybook for Angular', sdks: ['storybook'] },
      { path: '/sdks/storybook/quickstart', title: 'Quickstart: Storybook', sdks: ['storybook'] },
    ];
    const storybookSections: RankSection[] = [
      { page: 0, anchor: 'install-the-sdk', heading: 'Install the SDK', excerpt: '' },
      { page: 1, anchor: 'install-the-sdk', heading: 'Install the SDK', excerpt: '' },
    ];
    const hits = [
      { id: 0, score: 10, terms: ['install'], named: true },
      { id: 1, score: 9, terms: ['install'], named: true },
    ];
    const shown = (query: string, allSdks = false) =>
      rankHits(hits, storybook, storybookSections, { sdk: 'storybook', allSdks, query });

    it('gives a Storybook reader the Storybook pages, the Angular ones with other SDKs', () => {
      const ranked = shown('install');
      expect(ranked.groups.map((group) => group.results.map((result) => result.href))).toEqual([
        ['/sdks/storybook/quickstart#install-the-sdk'],
      ]);
      expect(ranked.hiddenCount).toBe(1);
      expect(shown('install', true).groups.map((group) => group.relation)).toEqual(['sdk', 'other']);
    });

    it('gives the Angular pages to a query that says angular', () => {
      expect(shown('angular install').groups[0]?.results[0]?.href).toBe(
        '/sdks/storybook-angular/quickstart#install-the-sdk',
      );
    });
  });

  describe('server API pages', () => {
    const api: RankPage[] = [
      { path: '/reference/server-api/batches/delete-batch', title: 'Delete batch' },
      { path: '/concepts/batching', title: 'Batching' },
    ];
    const apiSections: RankSection[] = [
      { page: 0, anchor: '', heading: '', excerpt: '' },
      { page: 1, anchor: 'closing', heading: 'Closing the batch', excerpt: '' },
    ];
    const first = (query: string, named: boolean) =>
      rankHits(
        [
          { id: 0, score: 10, terms: ['batch'], named },
          { id: 1, score: 4, terms: ['batch'], named: false },
        ],
        api,
        apiSections,
        { sdk: 'espresso', allSdks: false, query },
      ).groups[0]?.results[0]?.href;

    it('count a quarter for general words, after the pages that tell how', () => {
      expect(first('batch', false)).toBe('/concepts/batching#closing');
    });

    it('keep their weight for a query that names them or asks for the REST API', () => {
      expect(first('delete batch', true)).toBe('/reference/server-api/batches/delete-batch');
      expect(first('batch api', false)).toBe('/reference/server-api/batches/delete-batch');
    });
  });

  it('puts the reader’s SDK right after the general results that outrank it, the rest after it', () => {
    const ranked = rankHits([hit(0, 10, true), hit(1, 9), hit(5, 8), hit(2, 7)], pages, sections, {
      sdk: 'selenium-java',
      allSdks: false,
    });
    expect(ranked.groups.map((group) => [group.relation, group.more ?? false, group.results.map((r) => r.id)])).toEqual(
      [
        ['general', false, ['0']],
        ['sdk', false, ['5']],
        ['general', true, ['1', '2']],
      ],
    );
  });

  it('gives nothing for no hits', () => {
    expect(rankHits([], pages, sections, { sdk: 'cypress', allSdks: true })).toEqual({ groups: [], hiddenCount: 0 });
  });
});
