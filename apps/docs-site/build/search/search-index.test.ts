import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathForFile, writeSearchIndex } from './build-search-index.mjs';
import { extractPage, pathBelowBase } from './extract.mjs';
import { frontMatterOf, sdksForPath, sourceFilesForPath } from './front-matter.mjs';
import { expandIndex } from '../../src/search/searchIndex';
import { buildSearchData, compactIndex, excerptOf, SEARCH_DATA_VERSION, TERM_OPTIONS } from './search-data.mjs';

/** A prerendered page as the site writes it: head with canonical link, chrome, and the doc article. */
function pageHtml({ path, body, canonical = path }: { path: string; body: string; canonical?: string }): string {
  return `<!doctype html><html><head><title>T | Eyes Tutorials</title>
<meta name="description" content="How strictly a checkpoint is compared." />
<link rel="canonical" href="https://docs.example/tutorials${canonical === '/' ? '/' : canonical}" /></head>
<body><div id="root"><nav aria-label="Main"><a href="/tutorials/">Eyes Tutorials</a></nav>
<main><article class="doc">${body}</article></main><footer>Footer words</footer></div></body></html>`;
}

const MATCH_LEVELS = `<h1 id="match-levels">Match levels</h1>
<p>A match level says how strictly a checkpoint is compared.</p>
<h2 id="strict">Strict<a href="#strict" class="heading-anchor" aria-label="Link to the section “Strict”">#</a></h2>
<p>Compares what a person would notice, with <code>MatchLevel.STRICT</code>.</p>
<div><pre><code>eyes.check(Target.window().strict());</code></pre><button type="button">Copy code</button><span role="status">Copied</span></div>
<div role="group" data-sdks="cypress"><p data-sdks="storybook">Shown for Cypress: there is no Storybook version of this sample yet.</p></div>
<h3 id="when-to-use">When to use</h3><ul><li>Most pages</li><li>Forms</li></ul>
<h2 id="layout">Layout</h2><p>Compares structure only.</p>`;

describe('extractPage', () => {
  it('splits the article into the lead and one section per h2 or h3, with the text a reader sees', () => {
    const page = extractPage(pageHtml({ path: '/concepts/match-levels', body: MATCH_LEVELS }), {
      path: '/concepts/match-levels',
    });
    expect(page).toEqual({
      path: '/concepts/match-levels',
      title: 'Match levels',
      description: 'How strictly a checkpoint is compared.',
      canonicalPath: '/concepts/match-levels',
      sections: [
        { anchor: '', heading: '', text: 'A match level says how strictly a checkpoint is compared.' },
        { anchor: 'strict', heading: 'Strict', text: 'Compares what a person would notice, with MatchLevel.STRICT.' },
        { anchor: 'when-to-use', heading: 'When to use', text: 'Most pages Forms' },
        { anchor: 'layout', heading: 'Layout', text: 'Compares structure only.' },
      ],
    });
  });

  it('gives a section with no text of its own its subsections’ headings for an excerpt, not for the index', () => {
    const body = `<h1>Match levels</h1><p>How strictly.</p>
<h2 id="the-match-levels">The match levels</h2><h3 id="strict">Strict</h3><p>The default.</p>
<h3 id="layout">Layout</h3><p>Structure only.</p><h2 id="pitfalls">Pitfalls</h2><p>Layout is not ignore.</p>`;
    const page = extractPage(pageHtml({ path: '/m', body }), { path: '/m' });
    const section = page?.sections.find(({ anchor }) => anchor === 'the-match-levels');
    expect(section).toEqual({
      anchor: 'the-match-levels',
      heading: 'The match levels',
      text: '',
      outline: 'Strict · Layout',
    });
    const data = buildSearchData(page ? [page] : []);
    const id = data.titles.sections.findIndex(([, anchor]) => anchor === 'the-match-levels');
    expect(data.full.excerpts[id]).toBe('Strict · Layout');
  });

  it('leaves out the language caption of an untitled code block, and keeps a titled block’s file name', () => {
    const body = `<h1>API key validation</h1>
<h2 id="request">Request</h2><p>Send the key in a header.</p>
<div><div><span>TypeScript</span><button type="button">Copy code</button></div><pre><code>await fetch(url);</code></pre></div>
<figure><div><span>cypress.config.js</span><button type="button">Copy code</button></div><pre><code>export default {};</code></pre></figure>`;
    const page = extractPage(pageHtml({ path: '/api', body }), { path: '/api' });
    expect(page?.sections.find((section) => section.anchor === 'request')?.text).toBe(
      'Send the key in a header. cypress.config.js',
    );
  });

  it('reads a reference table row by row: cells separated, the member’s name first and not repeated, no column labels', () => {
    const body = `<h1>CheckSettings reference</h1>
<h2 id="members">Members</h2>
<table><caption>Members, with signatures in JavaScript</caption>
<thead><tr><th scope="col">Member</th><th scope="col">Signature and description</th></tr></thead>
<tbody><tr id="member-target-window"><th scope="row"><code>target: 'window'</code></th><td><code>target: 'window'</code><div>Captures the viewport.</div></td></tr>
<tr id="member-frames"><th scope="row"><code>frames</code></th><td><code>frames: string</code><div>Switches into an iframe.</div></td></tr></tbody></table>`;
    const page = extractPage(pageHtml({ path: '/ref', body }), { path: '/ref' });
    expect(page?.sections.find((section) => section.anchor === 'members')?.text).toBe(
      "target: 'window' · Captures the viewport. frames · frames: string Switches into an iframe.",
    );
    // Each row for the excerpt of a match on it: the member's name, then its description, no signature.
    expect(page?.sections.find((section) => section.anchor === 'members')?.rows).toEqual([
      "target: 'window' · Captures the viewport.",
      'frames · Switches into an iframe.',
    ]);
  });

  it('keeps each table row once for the excerpts, and lets a section that opens with its table show its rows', () => {
    const members = (sdk: string) => ({
      path: `/sdks/${sdk}/reference/configuration`,
      title: `Configuration: ${sdk}`,
      description: '',
      sections: [
        {
          anchor: 'members',
          heading: 'Members',
          text: 'apiKey · apiKey: string Your API key. batch · batch: BatchInfo The batch.',
          rows: ['apiKey · Your API key.', 'batch · The batch.'],
        },
        { anchor: 'notes', heading: 'Notes', text: 'One row: x · y.', rows: ['x · y.'] },
      ],
    });
    const { full } = buildSearchData([members('cypress'), members('testcafe')]);
    expect(full.rows.text).toEqual(['apiKey · Your API key.', 'batch · The batch.']);
    // Section ids: each page's sections, then its title section (its text sits under headings).
    expect(full.rows.sections).toEqual([
      [0, 0, 1],
      [3, 0, 1],
    ]);
    expect(full.excerpts).toEqual(['', 'One row: x · y.', '', '', 'One row: x · y.', '']);
  });

  it('leaves a list of links to other pages out of the index, its heading too (nothing to show for it)', () => {
    const body = `<h1>Configuration</h1><p>Settings of a suite.</p>
<h2 id="related-pages">Related pages</h2><ul><li><a href="/a">Match levels</a></li><li><a href="/b">Baseline variations</a></li></ul>
<h2 id="pitfalls">Pitfalls</h2><p>Set the <a href="/a">match level</a> per region rather than for the whole suite.</p>`;
    const page = extractPage(pageHtml({ path: '/c', body }), { path: '/c' });
    expect(page?.sections.map((section) => [section.anchor, section.heading, section.text])).toEqual([
      ['', '', 'Settings of a suite.'],
      ['pitfalls', 'Pitfalls', 'Set the match level per region rather than for the whole suite.'],
    ]);
  });

  it('gives the canonical path of a page served a second time elsewhere', () => {
    const page = extractPage(
      pageHtml({ path: '/playwright/reference/server-api', canonical: '/reference/server-api', body: '<h1>API</h1>' }),
      { path: '/playwright/reference/server-api' },
    );
    expect(page?.canonicalPath).toBe('/reference/server-api');
  });

  it('skips pages without a doc article, and names a page whose article has no title', () => {
    const listing = '<html><head></head><body><main><h1>Blog</h1></main></body></html>';
    expect(extractPage(listing, { path: '/blog' })).toBeUndefined();
    expect(() => extractPage(pageHtml({ path: '/x', body: '<p>No title</p>' }), { path: '/x' })).toThrow(
      'the page /x has a doc article without an h1 title',
    );
  });

  it('reads paths below the base path from canonical URLs', () => {
    expect(pathBelowBase('https://docs.example/tutorials/', '/tutorials/')).toBe('/');
    expect(pathBelowBase('https://docs.example/tutorials/concepts/apps-&-tests', '/tutorials/')).toBe(
      '/concepts/apps-&-tests',
    );
    expect(pathBelowBase('https://docs.example/elsewhere', '/tutorials/')).toBeUndefined();
  });
});

describe('buildSearchData', () => {
  const pages = [
    {
      path: '/sdks/cypress/configuration',
      title: 'Configuration: Cypress',
      description: '',
      sections: [{ anchor: 'match-level', heading: 'Match level', text: 'Set matchLevel in the config file.' }],
    },
    {
      path: '/concepts/match-levels',
      title: 'Match levels',
      description: 'How strictly a checkpoint is compared.',
      sdks: ['all'],
      sections: [
        { anchor: '', heading: '', text: 'A match level says how strictly.' },
        { anchor: 'layout', heading: 'Layout', text: 'Compares structure only.' },
      ],
    },
    {
      path: '/concepts/native',
      title: 'Native mobile library',
      description: '',
      sdks: ['espresso', 'xcui'],
      sections: [{ anchor: '', heading: '', text: 'For native apps.' }],
    },
  ];

  it('lists pages (with SDK lists other than all) and sections, and the excerpts apart, the description leading the first', () => {
    const { titles, full } = buildSearchData(pages);
    expect(titles.version).toBe(SEARCH_DATA_VERSION);
    expect(full.version).toBe(SEARCH_DATA_VERSION);
    expect(titles.pages).toEqual([
      ['/concepts/match-levels', 'Match levels'],
      ['/concepts/native', 'Native mobile library', ['espresso', 'xcui']],
      ['/sdks/cypress/configuration', 'Configuration: Cypress'],
    ]);
    expect(titles.sections).toEqual([
      [0, '', ''],
      [0, 'layout', 'Layout'],
      [1, '', ''],
      [2, 'match-level', 'Match level'],
      // The Cypress page has no lead text: a document of its own carries its title.
      [2, '', ''],
    ]);
    expect(full.sections).toBe(5);
    expect(full.excerpts).toEqual([
      'How strictly a checkpoint is compared. A match level says how strictly.',
      'Compares structure only.',
      'For native apps.',
      'Set matchLevel in the config file.',
      '',
    ]);
    // The titles file carries what the browser needs to read both (stop words, shortest term).
    expect(titles.stopWords).toContain('the');
    expect(titles.minTermLength).toBe(2);
  });

  it('lists the SDK keys a page applies to for platforms and API families, and none when they cover every SDK', () => {
    const section = { anchor: '', heading: '', text: 'Runs on the grid.' };
    const { titles } = buildSearchData([
      { path: '/cloud', title: 'Cloud', description: '', sdks: ['selenium', 'webdriverio'], sections: [section] },
      { path: '/grid', title: 'Grid', description: '', sdks: ['component'], sections: [section] },
      {
        path: '/every',
        title: 'Every',
        description: '',
        sdks: ['web', 'mobile-web', 'mobile-native', 'component', 'images'],
        sections: [section],
      },
    ]);
    expect(titles.pages).toEqual([
      [
        '/cloud',
        'Cloud',
        [
          'selenium-csharp',
          'selenium-java',
          'selenium-js',
          'selenium-php',
          'selenium-python',
          'selenium-ruby',
          'webdriverio',
        ],
      ],
      ['/every', 'Every'],
      ['/grid', 'Grid', ['storybook']],
    ]);
  });

  it('gives a full index that finds sections by title, heading and text once loaded with its own settings', () => {
    const { full } = buildSearchData(pages);
    const index = MiniSearch.loadJS(expandIndex(full.index), { fields: full.fields, ...TERM_OPTIONS });
    expect(index.search('structure').map((hit) => hit.id)).toEqual([1]);
    expect(index.search('cypress').map((hit) => hit.id)).toEqual([4]);
    expect(index.search('matchlevel').map((hit) => hit.id)).toEqual([3]);
    // Stop words are not indexed.
    expect(index.search('the')).toEqual([]);
  });

  it('gives a titles index of page titles and headings only, scoring them as the full index does', () => {
    const { titles, full } = buildSearchData(pages);
    const titleIndex = MiniSearch.loadJS(expandIndex(titles.index), { fields: titles.fields, ...TERM_OPTIONS });
    const fullIndex = MiniSearch.loadJS(expandIndex(full.index), { fields: full.fields, ...TERM_OPTIONS });
    expect(titleIndex.search('layout').map((hit) => hit.id)).toEqual([1]);
    expect(titleIndex.search('native').map((hit) => hit.id)).toEqual([2]);
    // Text is not in it.
    expect(titleIndex.search('structure')).toEqual([]);
    // A word found only in headings scores the same in both indexes.
    const score = (index: MiniSearch, query: string) => index.search(query).map((hit) => [hit.id, hit.score]);
    expect(score(titleIndex, 'layout')).toEqual(score(fullIndex, 'layout'));
  });

  it('writes indexes compactly (id gaps, counts other than 1) that expand to what MiniSearch wrote', () => {
    const index = new MiniSearch({ fields: ['text'], ...TERM_OPTIONS });
    index.addAll([
      { id: 0, text: 'baseline branch' },
      { id: 1, text: 'nothing' },
      { id: 2, text: 'baseline baseline' },
    ]);
    const plain = index.toJSON();
    const compact = compactIndex(plain);
    expect(compact.index).toContainEqual([
      'baseline',
      {
        0: [
          [0, 2],
          [1, 2],
        ],
      },
    ]);
    expect(compact.index).toContainEqual(['branch', { 0: [[0]] }]);
    expect(compact).not.toHaveProperty('documentIds');
    expect(expandIndex(compact)).toEqual(plain);
    const shuffled = new MiniSearch({ fields: ['text'] });
    shuffled.add({ id: 5, text: 'x' });
    expect(() => compactIndex(shuffled.toJSON())).toThrow(
      'document 5 has MiniSearch id 0; ids must be 0, 1, 2… in order',
    );
  });

  it('cuts excerpts at a word boundary', () => {
    expect(excerptOf('short text', 20)).toBe('short text');
    expect(excerptOf('one two three four', 10)).toBe('one two…');
  });
});

describe('front matter', () => {
  it('maps a route to its candidate source files', () => {
    expect(sourceFilesForPath('/')).toEqual(['index.mdx']);
    expect(sourceFilesForPath('/integrations')).toEqual(['integrations.mdx', 'integrations/index.mdx']);
  });

  it('reads the front matter and names a file whose YAML is broken', () => {
    expect(frontMatterOf('---\ntitle: A\nsdks: [cypress]\n---\n# A\n', 'a.mdx')).toEqual({
      title: 'A',
      sdks: ['cypress'],
    });
    expect(frontMatterOf('# No front matter\n', 'b.mdx')).toEqual({});
    expect(() => frontMatterOf('---\ntitle: [\n---\n', 'content/docs/c.mdx')).toThrow(
      'the front matter of content/docs/c.mdx is not valid YAML',
    );
  });
});

describe('writeSearchIndex', () => {
  let appDir: string;
  const options = () => ({ siteDir: join(appDir, 'dist/site'), docsDir: join(appDir, '../../content/docs') });
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'search-index-'));
    appDir = join(root, 'apps/docs-site');
    const site = join(appDir, 'dist/site');
    const docs = join(root, 'content/docs');
    await mkdir(join(site, 'concepts/match-levels'), { recursive: true });
    await mkdir(join(site, 'blog'), { recursive: true });
    await mkdir(join(docs, 'concepts'), { recursive: true });
    await writeFile(join(site, 'index.html'), pageHtml({ path: '/', body: '<h1>Running your first test</h1>' }));
    await writeFile(
      join(site, 'concepts/match-levels/index.html'),
      pageHtml({ path: '/concepts/match-levels', body: MATCH_LEVELS }),
    );
    await writeFile(join(site, 'blog/index.html'), '<html><body><main><h1>Blog</h1></main></body></html>');
    await writeFile(join(docs, 'concepts/match-levels.mdx'), '---\ntitle: Match levels\nsdks: [cypress]\n---\n');
  });
  afterAll(async () => rm(join(appDir, '../..'), { recursive: true, force: true }));

  it('writes titles.json naming the hashed full-text file, and a manifest of both with their sizes', async () => {
    const { outDir, manifest } = await writeSearchIndex(options());
    expect(manifest.titles.file).toBe('titles.json');
    expect(manifest.full.file).toMatch(/^full-[0-9a-f]{10}\.json$/);
    expect(manifest.pages).toBe(2);
    const written = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8'));
    expect(written).toEqual(manifest);
    const titlesJson = await readFile(join(outDir, 'titles.json'), 'utf8');
    const titles = JSON.parse(titlesJson);
    expect(titles.full).toBe(manifest.full.file);
    expect(titles.pages).toEqual([
      ['/', 'Running your first test'],
      ['/concepts/match-levels', 'Match levels', ['cypress']],
    ]);
    const fullJson = await readFile(join(outDir, manifest.full.file), 'utf8');
    expect(JSON.parse(fullJson).excerpts).toHaveLength(manifest.sections);
    expect(manifest.titles.rawBytes).toBe(Buffer.byteLength(titlesJson));
    expect(manifest.full.rawBytes).toBe(Buffer.byteLength(fullJson));
    expect(manifest.gzipBytes).toBe(manifest.titles.gzipBytes + manifest.full.gzipBytes);
  });

  it('replaces an earlier index whole, leaving no file of it and no temporary folder behind', async () => {
    const searchDir = join(appDir, 'dist/site/search');
    await writeFile(join(searchDir, 'full-0000000000.json'), '{}');
    const { manifest } = await writeSearchIndex(options());
    expect((await readdir(searchDir)).filter((file) => file.endsWith('.json')).sort()).toEqual(
      ['manifest.json', 'titles.json', manifest.full.file].sort(),
    );
    expect(await readdir(join(appDir, 'dist'))).toEqual(['site']);
  });

  it('says what to run when there is no prerendered site', async () => {
    await expect(writeSearchIndex({ ...options(), siteDir: join(appDir, 'missing') })).rejects.toThrow(
      'run "nx run docs-site:prerender" first',
    );
  });

  it('maps prerendered files to routes', () => {
    expect(pathForFile('index.html')).toBe('/');
    expect(pathForFile(join('concepts', 'match-levels', 'index.html'))).toBe('/concepts/match-levels');
  });
});

it('sdksForPath gives undefined for a route without a docs source', async () => {
  expect(await sdksForPath('/nonexistent', '/blog/a-post')).toBeUndefined();
});
