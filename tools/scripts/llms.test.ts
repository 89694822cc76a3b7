import { describe, expect, it } from 'vitest';
import { SDK_KEYS } from '@docs/sdk-catalog';
import { applyingSdks, llmsFiles, toolsPage, type ToolsPage } from './llms.mjs';

const BASE = '/tutorials/';
const SITE = { title: 'Eyes Tutorials', origin: 'https://docs.example', base: BASE };

/** A prerendered page: head with title, description and canonical link; breadcrumbs; the article. */
function page(path: string, article: string, { title = 'Match levels', section = 'Concepts', canonical = path } = {}) {
  return `<head><title>${title} | Eyes Tutorials</title><meta name="description" content="About ${title}." />
<link rel="canonical" href="https://docs.example/tutorials${canonical === '/' ? '/' : canonical}" /></head>
<body><main><nav class="_b" aria-label="Breadcrumbs"><ol class="_l"><li class="_i"><span class="_t">${section}</span></li></ol></nav>
<article class="doc">${article}</article></main></body>`;
}

const sample = (sdks: string, language: string, code: string) =>
  `<div role="group" aria-label="x code sample" data-sdks="${sdks}"><div><div><span>x</span></div><pre><code class="language-${language}">${code}</code></pre></div></div>`;

const general = toolsPage({
  path: '/concepts/match-levels',
  base: BASE,
  html: page(
    '/concepts/match-levels',
    `<h1 id="t">Match levels</h1><p>Intro.</p>${sample('cypress webdriverio', 'javascript', 'cy.check();')}${sample(
      'selenium-java',
      'java',
      'eyes.check();',
    )}`,
  ),
}) as ToolsPage;
const nativeOnly = toolsPage({
  path: '/concepts/native',
  base: BASE,
  sdks: ['espresso'],
  html: page('/concepts/native', '<h1 id="n">Native apps</h1><p>Devices.</p>', { title: 'Native apps' }),
}) as ToolsPage;
const cypressPage = toolsPage({
  path: '/sdks/cypress/quickstart',
  base: BASE,
  html: page('/sdks/cypress/quickstart', '<h1 id="q">Cypress quickstart</h1>', {
    title: 'Cypress quickstart',
    section: 'Cypress',
  }),
}) as ToolsPage;
const alias = toolsPage({
  path: '/playwright/reference/server-api',
  base: BASE,
  html: page('/playwright/reference/server-api', '<h1 id="s">Server API</h1>', {
    title: 'Server API',
    canonical: '/reference/server-api',
  }),
}) as ToolsPage;

const blogIndex = toolsPage({
  path: '/blog',
  base: BASE,
  origin: SITE.origin,
  html: `<head><title>Blog | Eyes Tutorials</title><meta name="description" content="Notes." /></head>
<body><main><div class="blog"><nav aria-label="Blog posts by year"><a href="/tutorials/blog/a">A</a></nav><div class="blog-main" data-page-markdown=""><h1>Blog</h1><ul><li><h2><a href="/tutorials/blog/a">Post A</a></h2><p>About A.</p></li></ul></div></div></main></body>`,
}) as ToolsPage;
const post = toolsPage({
  path: '/blog/a',
  base: BASE,
  html: page('/blog/a', '<h1 id="a">Post A</h1><p>Words.</p>', { title: 'Post A', section: '' }),
}) as ToolsPage;

describe('toolsPage', () => {
  it("gives a general page's Markdown for the default SDK and one text per different reading", () => {
    expect(general.kind).toBe('general');
    expect(general.section).toBe('Concepts');
    expect(general.markdown).toContain('cy.check();');
    expect(general.markdown).not.toContain('eyes.check();');
    const java = general.variants?.find((variant) => variant.sdks.includes('selenium-java'));
    expect(java?.markdown).toContain('```java\neyes.check();\n```');
    expect(java?.markdown).not.toContain('cy.check();');
    expect(general.variants?.find((variant) => variant.sdks.includes('cypress'))?.sdks).toContain('webdriverio');
    expect(general.variants?.flatMap((variant) => variant.sdks).sort()).toEqual([...SDK_KEYS].sort());
  });

  it("reads an SDK's page for its SDK, and knows a page served a second time", () => {
    expect(cypressPage).toMatchObject({ kind: 'sdk', owner: 'cypress', alias: false });
    expect(alias).toMatchObject({ kind: 'sdk', owner: 'playwright-ts', alias: true });
    expect(toolsPage({ path: '/blog', base: BASE, html: '<head></head><body><h1>Blog</h1></body>' })).toBeUndefined();
  });

  it("reads a listing page's marked column (not its sidebar), with links to the Markdown of the pages it lists", () => {
    expect(blogIndex.kind).toBe('listing');
    expect(blogIndex.markdown).toBe(
      '---\ntitle: Blog\ndescription: Notes.\n---\n\n# Blog\n\n- ## [Post A](https://docs.example/tutorials/blog/a.md)\n\n  About A.\n',
    );
  });
});

describe('applyingSdks', () => {
  it('reads the front matter: none or all is every SDK, aliases are their SDK', () => {
    expect(applyingSdks(undefined)).toEqual([...SDK_KEYS]);
    expect(applyingSdks(['all'])).toEqual([...SDK_KEYS]);
    expect(applyingSdks(['espresso', 'cypress'])).toEqual(
      SDK_KEYS.filter((sdk) => sdk === 'espresso' || sdk === 'cypress'),
    );
  });

  it('reads platforms and API families as their SDKs', () => {
    const cloud = applyingSdks(['selenium', 'webdriverio', 'robot', 'watir', 'capybara', 'protractor']);
    expect(cloud).toContain('selenium-java');
    expect(cloud).toContain('capybara');
    expect(cloud).not.toContain('espresso');
    expect(cloud).not.toContain('image-tester');
    expect(cloud).not.toContain('cypress');
    expect(applyingSdks(['mobile-native'])).toEqual(
      SDK_KEYS.filter((sdk) => sdk === 'espresso' || sdk === 'xcui' || sdk === 'xctest' || sdk.endsWith('-native')),
    );
  });
});

describe('llmsFiles', () => {
  const files = llmsFiles([general, nativeOnly, cypressPage, alias, blogIndex, post], SITE);

  it('lists the general pages by section with their Markdown address and description, and one file per SDK', () => {
    const index = files.get('llms.txt') ?? '';
    expect(index).toMatch(/^# Eyes Tutorials\n\n> .+\n/);
    expect(index).toContain(
      '## Concepts\n\n- [Match levels](https://docs.example/tutorials/concepts/match-levels.md): About Match levels.\n- [Native apps](https://docs.example/tutorials/concepts/native.md): About Native apps.',
    );
    expect(index).toContain('- [Cypress](https://docs.example/tutorials/llms/cypress.txt): ');
    expect(index).not.toContain('server-api');
    // Posts are optional reading; a listing of them is in no list.
    expect(index).toContain('## Optional\n\n- [Post A](https://docs.example/tutorials/blog/a.md)');
    expect(index).not.toContain('blog.md');
  });

  it('holds the general docs in full, and per SDK only the pages that apply to it, in its code, with its own pages', () => {
    expect(files.get('llms-full.txt')).toContain(
      '# Match levels\nSource: https://docs.example/tutorials/concepts/match-levels.md\n',
    );
    const cypress = files.get('llms/cypress.txt') ?? '';
    expect(cypress).toContain('cy.check();');
    expect(cypress).toContain('# Cypress quickstart');
    expect(cypress).not.toMatch(/Native apps|eyes\.check/);
    const espresso = files.get('llms/espresso.txt') ?? '';
    expect(espresso).toContain('# Native apps');
    expect(espresso).not.toMatch(/Cypress quickstart|cy\.check/);
    expect(files.get('llms/selenium-java.txt')).toContain('eyes.check();');
    expect([...files.keys()].filter((file) => file.startsWith('llms/'))).toHaveLength(SDK_KEYS.length);
  });
});
