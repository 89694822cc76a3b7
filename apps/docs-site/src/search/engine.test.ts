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
