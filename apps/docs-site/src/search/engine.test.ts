import { describe, expect, it } from 'vitest';
import type { SdkKey } from '@docs/sdk-catalog';
import { createFullTextEngine, type SearchEngine } from './engine';
import { parseSearchTitles } from './searchData';
// The build step's own output for a tiny site: the engine reads what the build writes.
import { buildSearchData, type SearchPage } from '../../build/search/search-data.mjs';

async function engineOf(pages: SearchPage[]): Promise<SearchEngine> {
  const data = buildSearchData(pages);
  const titles = parseSearchTitles({ ...data.titles, full: 'full-x.json' }, 'titles.json');
  return createFullTextEngine(titles, JSON.stringify(data.full), 'full-x.json');
}

const page = (path: string, title: string, sections: SearchPage['sections'], sdks?: string[]): SearchPage => ({
  path,
  title,
  description: '',
  sections,
  ...(sdks ? { sdks } : {}),
});

/** The results as the dialog lists them, groups in order. */
const shown = (engine: SearchEngine, query: string, sdk: SdkKey = 'cypress', allSdks = false) =>
  engine.search(query, { sdk, allSdks }).groups.flatMap((group) => group.results.map((result) => result.href));

/** The excerpts of the results, in the order shown. */
const excerpts = (engine: SearchEngine, query: string, sdk: SdkKey) =>
  engine
    .search(query, { sdk, allSdks: false })
    .groups.flatMap((group) => group.results.map((result) => result.excerpt));

describe('the excerpt of a table row, from the build to the browser', () => {
  const members = page('/sdks/selenium-java/reference/eyes', 'Eyes class: Selenium Java', [
    {
      anchor: 'members',
      heading: 'Members',
      text: 'Eyes · new Eyes(EyesRunner runner) Creates an Eyes instance. checkWindow · void checkWindow() Shorthand for check with Target.window(). abort · void abort() Ends a test that failed.',
      rows: [
        'Eyes · Creates an Eyes instance.',
        'checkWindow · Shorthand for check with Target.window().',
        'abort · Ends a test that failed.',
      ],
    },
  ]);

  it('shows the row that matched, its name first, not the table’s first row', async () => {
    const engine = await engineOf([members]);
    expect(excerpts(engine, 'checkWindow', 'selenium-java')).toEqual([
      'checkWindow · Shorthand for check with Target.window().',
    ]);
    expect(excerpts(engine, 'abort', 'selenium-java')).toEqual(['abort · Ends a test that failed.']);
  });

  it('shows the first rows when the section matched by its heading', async () => {
    const engine = await engineOf([members]);
    expect(excerpts(engine, 'members', 'selenium-java')[0]).toBe(
      'Eyes · Creates an Eyes instance. checkWindow · Shorthand for check with Target.window().',
    );
  });
});

describe('search terms, from the build to the browser', () => {
  const pages = [
    page('/sdks/selenium-java/reference/configuration', 'Configuration reference: Selenium Java', [
      { anchor: '', heading: '', text: 'Members of Configuration.' },
      { anchor: 'members', heading: 'Members', text: 'setMatchLevel · Sets how strictly checkpoints are compared.' },
    ]),
    page('/sdks/selenium-java/reference/batch-info', 'BatchInfo reference: Selenium Java', [
      { anchor: '', heading: '', text: 'Groups tests of one run.' },
    ]),
    page('/concepts/system', 'System overview', [
      { anchor: 'network', heading: 'Network requirements', text: 'Outbound HTTPS from the test machines.' },
    ]),
    page('/integrations/appveyor', 'AppVeyor', [
      { anchor: '', heading: '', text: 'Windows build images for .NET and JavaScript tests.' },
    ]),
    page('/sdks/selenium-csharp', 'Selenium C# SDK', [
      { anchor: '', heading: '', text: 'Visual checkpoints in Selenium C# tests, installed from NuGet.' },
    ]),
  ];

  it('finds an API name in camelCase typed whole, and by its words', async () => {
    const engine = await engineOf(pages);
    expect(shown(engine, 'setMatchLevel', 'selenium-java')[0]).toBe(
      '/sdks/selenium-java/reference/configuration#members',
    );
    expect(shown(engine, 'match level', 'selenium-java')).toContain(
      '/sdks/selenium-java/reference/configuration#members',
    );
    expect(shown(engine, 'batch info', 'selenium-java')[0]).toBe('/sdks/selenium-java/reference/batch-info');
  });

  it('finds .NET and the C# SDK for ".net", not network requirements', async () => {
    const engine = await engineOf(pages);
    expect(shown(engine, '.net')).toEqual(['/integrations/appveyor']);
    expect(shown(engine, '.net', 'selenium-csharp')).toEqual(['/sdks/selenium-csharp', '/integrations/appveyor']);
    expect(shown(engine, 'c#', 'selenium-csharp')).toEqual(['/sdks/selenium-csharp']);
  });
});

describe('a query that names an SDK, from the build to the browser', () => {
  const pages = [
    page(
      '/sdks/cypress/quickstart',
      'Quickstart: Cypress',
      [
        { anchor: '', heading: '', text: 'A first visual checkpoint.' },
        { anchor: 'install-the-sdk', heading: 'Install the SDK', text: 'Run this in the project folder.' },
      ],
      ['cypress'],
    ),
    page('/integrations/circle-ci', 'CircleCI', [
      { anchor: 'set-up', heading: 'Set up', text: 'The cypress orb runs npm install before the tests.' },
    ]),
    page('/sdks/selenium-python/quickstart', 'Quickstart: Selenium Python', [
      { anchor: 'install-the-sdk', heading: 'Install the SDK', text: 'Run pip in the project folder.' },
    ]),
  ];

  it('finds the named SDK’s section by the query’s other words, first, outside the reader’s scope', async () => {
    const engine = await engineOf(pages);
    const ranked = engine.search('cypress install', { sdk: 'selenium-python', allSdks: false });
    expect(ranked.groups.map((group) => group.relation)).toEqual(['named', 'general']);
    expect(shown(engine, 'cypress install', 'selenium-python')[0]).toBe('/sdks/cypress/quickstart#install-the-sdk');
    expect(shown(engine, 'cypress', 'selenium-python')[0]).toBe('/sdks/cypress/quickstart');
  });
});

describe('an API name as another SDK spells it', () => {
  const pages = [
    page('/concepts/match-levels', 'Match levels', [
      { anchor: 'setting-the-match-level', heading: 'Setting the match level', text: 'Set it at three scopes.' },
    ]),
    page('/sdks/selenium-java/reference/configuration', 'Configuration class: Selenium Java', [
      { anchor: 'members', heading: 'Members', text: 'setMatchLevel · Sets how strictly checkpoints are compared.' },
    ]),
    page('/sdks/selenium-python/reference/configuration', 'Configuration class: Selenium Python', [
      { anchor: 'members', heading: 'Members', text: 'match_level · How strictly checkpoints are compared.' },
    ]),
  ];

  it('finds the reader’s scope by the name’s words when the name is only in other SDKs', async () => {
    const engine = await engineOf(pages);
    const ranked = engine.search('setMatchLevel', { sdk: 'selenium-python', allSdks: false });
    expect(shown(engine, 'setMatchLevel', 'selenium-python')[0]).toBe('/concepts/match-levels#setting-the-match-level');
    // Selenium Java's member, as typed, is what the switch shows.
    expect(ranked.hiddenCount).toBe(1);
    expect(shown(engine, 'setMatchLevel', 'selenium-java')).toEqual([
      '/sdks/selenium-java/reference/configuration#members',
    ]);
  });
});
