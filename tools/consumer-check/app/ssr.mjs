// Server rendering in plain Node, no bundler: the packed packages imported as Node
// resolves them, a page with the SDK picker, its navbar button and the docs sidebar
// rendered to HTML. Run by build-and-serve.mjs in the installed app (`node ssr.mjs`);
// exits 1 naming what is missing. Without a bundler each logo URL is the `file:` URL
// of an SVG in @docs/sdk-catalog, which a server serves from the exported
// `@docs/sdk-catalog/logos/` folder (the catalogue's README): checked here.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { logoFileName } from '@docs/sdk-catalog';
import { SdkLogoProvider, SdkPicker, SdkPickerPopover } from '@docs/sdk-picker';
import { Sidebar } from '@docs/docs-chrome';

const sidebar = [
  { type: 'link', label: 'Overview', href: '/overview', docId: 'overview' },
  {
    type: 'category',
    label: 'Guides',
    collapsible: true,
    collapsed: false,
    items: [{ type: 'link', label: 'First test', href: '/guides/first-test', docId: 'guides/first-test' }],
  },
];

const html = renderToString(
  h(
    'div',
    null,
    h('nav', { 'aria-label': 'Toolbar' }, h(SdkPickerPopover, { value: 'cypress', onSelect: () => {} })),
    h(Sidebar, { items: sidebar, activePath: '/overview' }),
    h('main', null, h(SdkPicker, { value: 'cypress', onSelect: () => {} })),
  ),
);

const problems = [];
const expect = (condition, message) => {
  if (!condition) problems.push(message);
};

// The navbar button, the picker's category tabs and a card, the sidebar's landmark and links.
expect(
  /<button[^>]*aria-haspopup="dialog"[^>]*>.*?Select SDK.*?Cypress.*?<\/button>/s.test(html),
  'the picker button "Select SDK: Cypress"',
);
expect(html.includes('aria-label="SDK categories"'), 'the picker\'s "SDK categories" tab list');
expect(/<button[^>]*>.*?Selenium Java/s.test(html), 'the "Selenium Java" card');
expect(/<nav[^>]*aria-label="Docs sidebar"/.test(html), 'the "Docs sidebar" navigation');
expect(/<a[^>]*href="[^"]*\/overview"[^>]*aria-current="page"/.test(html), 'the current sidebar link "Overview"');

// Every logo URL names an SVG file of the package, served from its exported logos folder.
const logosDir = dirname(createRequire(import.meta.url).resolve('@docs/sdk-catalog/logos/java.svg'));
const sources = [
  ...new Set([...html.matchAll(/<(?:img [^>]*src|link [^>]*as="image" href)="([^"]+)"/g)].map((match) => match[1])),
];
expect(sources.length >= 10, `at least 10 distinct logo URLs (found ${sources.length})`);
for (const src of sources) {
  const name = logoFileName(src);
  if (!src.startsWith('file:') || !name) {
    problems.push(`a logo URL that names a file of @docs/sdk-catalog/logos/ (got ${src.slice(0, 80)})`);
    continue;
  }
  const file = join(logosDir, name);
  expect(fileURLToPath(src) === file, `${src} to be ${file}`);
  let svg = '';
  try {
    svg = readFileSync(file, 'utf8');
  } catch {
    // reported below
  }
  expect(svg.startsWith('<svg '), `${file} to be an SVG file`);
}

// The page src/hydrate.tsx hydrates (hydrate.html): the same tree, its logos at addresses
// SdkLogoProvider gives on both sides, so the browser's markup matches the server's.
const logoSrc = (entry) => `/sdk-logos/${entry.logoId}.svg`;
const hydrated = renderToString(
  h(
    SdkLogoProvider,
    { src: logoSrc },
    h(
      'main',
      null,
      h('h1', null, 'Server-rendered picker'),
      h('p', null, 'Selected SDK: ', h('output', { 'aria-label': 'Selected SDK' }, 'cypress')),
      h(SdkPicker, { value: 'cypress', onSelect: () => {} }),
    ),
  ),
);
const servedLogos = [...new Set([...hydrated.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]))];
expect(servedLogos.length >= 10, `at least 10 logos in the hydrated page (found ${servedLogos.length})`);
for (const src of servedLogos) {
  const name = src.match(/^\/sdk-logos\/([a-z0-9-]+\.svg)$/)?.[1];
  expect(name && existsSync(join(logosDir, name)), `${src} to name a file of ${logosDir}`);
}
writeFileSync('ssr-picker.html', hydrated);

if (problems.length > 0) {
  console.error(`[ssr] the server-rendered HTML lacks:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `[ssr] renderToString: picker button, tabs and cards, sidebar; ${sources.length} logos, each a file in ${logosDir} (${html.length} bytes of HTML); the page to hydrate with SdkLogoProvider's /sdk-logos/ addresses (${hydrated.length} bytes)`,
);
