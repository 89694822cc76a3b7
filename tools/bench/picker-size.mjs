#!/usr/bin/env node
/**
 * What the UI packages cost a consumer app: a bare React app (`createRoot` rendering a
 * `<main>`) and the same app rendering one component, each built by Vite with its
 * defaults as an app outside the workspace would be (production, minified), from the
 * built packages (libs/<name>/dist, resolved through node_modules as a consumer
 * resolves them, no `@docs/source` condition). A component's cost is its app's
 * JavaScript and CSS (every emitted file, lazy chunks too, gzip -9 each) minus the
 * bare app's; asset files (the SDK logos) are counted apart, as the page fetches only
 * those it shows.
 *
 * Budgets: `SdkPicker` alone at most 10 KB gzip JS + 2.5 KB gzip CSS; docs-chrome's
 * `Sidebar` alone at most 15 KB gzip JS. `SdkKeyList` is measured too: it uses no
 * Floating UI, so its app must emit no lazy chunk.
 * Needs `npx nx run-many -t build -p sdk-catalog,content-model,sdk-picker,docs-chrome` first.
 *
 *   node tools/bench/picker-size.mjs
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(here, '../..');

export const PICKER_JS_GZIP_BUDGET = 10 * 1024;
export const PICKER_CSS_GZIP_BUDGET = 2.5 * 1024;
export const SIDEBAR_JS_GZIP_BUDGET = 15 * 1024;

/** A small resolved sidebar (a link and a category with two links), as `sidebarFor` returns one. */
const SIDEBAR_ITEMS = [
  { type: 'link', label: 'Overview', href: '/overview', docId: 'overview' },
  {
    type: 'category',
    label: 'Guides',
    collapsible: true,
    collapsed: false,
    items: [
      { type: 'link', label: 'First test', href: '/guides/first-test', docId: 'guides/first-test' },
      { type: 'link', label: 'Match levels', href: '/guides/match-levels', docId: 'guides/match-levels' },
    ],
  },
];

/**
 * The apps measured: `bare` is the baseline; each other renders one component. `element`
 * is the JavaScript expression rendered inside `<main>` (React's `h` = createElement).
 */
export const CONSUMER_CASES = {
  bare: { imports: [], element: "'A bare React app'" },
  SdkPicker: {
    imports: ["import { SdkPicker } from '@docs/sdk-picker';", "import '@docs/sdk-picker/styles.css';"],
    element: "h(SdkPicker, { value: 'cypress', onSelect: (key) => console.log(key) })",
    budgets: { jsGzipBytes: PICKER_JS_GZIP_BUDGET, cssGzipBytes: PICKER_CSS_GZIP_BUDGET },
  },
  SdkKeyList: {
    imports: ["import { SdkKeyList } from '@docs/sdk-picker';", "import '@docs/sdk-picker/styles.css';"],
    element: 'h(SdkKeyList)',
  },
  Sidebar: {
    imports: ["import { Sidebar } from '@docs/docs-chrome';", "import '@docs/docs-chrome/styles.css';"],
    element: `h(Sidebar, { items: ${JSON.stringify(SIDEBAR_ITEMS)}, activePath: '/overview' })`,
    budgets: { jsGzipBytes: SIDEBAR_JS_GZIP_BUDGET },
  },
};

const PACKAGES_USED = ['sdk-catalog', 'content-model', 'sdk-picker', 'docs-chrome'];

const gzipBytes = (text) => gzipSync(typeof text === 'string' ? Buffer.from(text) : text, { level: 9 }).length;

/** The entry module of a case's app. */
export function appSource({ imports, element }) {
  return [
    "import { createElement as h, StrictMode } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    ...imports,
    `createRoot(document.getElementById('root')).render(h(StrictMode, null, h('main', null, ${element})));`,
    '',
  ].join('\n');
}

/**
 * Builds one case's app with Vite in a folder of the workspace's dist/ (so that packages
 * resolve through the workspace's node_modules) and sums what it emitted.
 * @returns {Promise<{ jsBytes: number, jsGzipBytes: number, cssBytes: number, cssGzipBytes: number,
 *   chunks: { fileName: string, isEntry: boolean, gzipBytes: number }[], assets: string[] }>}
 */
export async function buildConsumerCase(name, appCase, { outRoot = join(workspaceRoot, 'dist/bench/consumer') } = {}) {
  const root = join(outRoot, name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>\n',
  );
  writeFileSync(join(root, 'main.js'), appSource(appCase));
  try {
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      root,
      mode: 'production',
      build: { write: false },
    });
    const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output ?? []);
    const chunks = files.filter((file) => file.type === 'chunk');
    const css = files.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
    const others = files.filter((file) => file.type === 'asset' && !/\.(css|html)$/.test(file.fileName));
    const sum = (list, size) => list.reduce((total, file) => total + size(file), 0);
    return {
      jsBytes: sum(chunks, (file) => Buffer.byteLength(file.code)),
      jsGzipBytes: sum(chunks, (file) => gzipBytes(file.code)),
      cssBytes: sum(css, (file) => Buffer.byteLength(file.source)),
      cssGzipBytes: sum(css, (file) => gzipBytes(file.source)),
      chunks: chunks.map((file) => ({
        fileName: file.fileName,
        isEntry: file.isEntry,
        gzipBytes: gzipBytes(file.code),
      })),
      assets: others.map((file) => file.fileName),
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Every case, each with its cost over the bare app (`overBare`) and, where it has
 * budgets, whether it meets them.
 */
export async function measureConsumerSizes({ cases = CONSUMER_CASES, outRoot } = {}) {
  for (const name of PACKAGES_USED) {
    const entry = join(workspaceRoot, 'libs', name, 'dist', 'index.js');
    if (!existsSync(entry)) {
      throw new Error(`${entry} is missing: run \`npx nx run-many -t build -p ${PACKAGES_USED.join(',')}\` first`);
    }
  }
  const bare = await buildConsumerCase('bare', cases.bare, { outRoot });
  const results = { bare: { ...bare, overBare: { jsGzipBytes: 0, cssGzipBytes: 0 } } };
  for (const [name, appCase] of Object.entries(cases)) {
    if (name === 'bare') continue;
    const size = await buildConsumerCase(name, appCase, { outRoot });
    const overBare = {
      jsGzipBytes: size.jsGzipBytes - bare.jsGzipBytes,
      cssGzipBytes: size.cssGzipBytes - bare.cssGzipBytes,
    };
    const budgets = appCase.budgets ?? {};
    const ok = Object.entries(budgets).every(([key, limit]) => overBare[key] <= limit);
    results[name] = { ...size, overBare, budgets, ok };
  }
  return results;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** The results as a Markdown table, one row per component. */
export function formatConsumerSizeTable(results) {
  const lines = [
    '| app | JS gzip over bare | CSS gzip over bare | JS chunks | asset files | budget | status |',
    '| --- | ----------------: | -----------------: | --------: | ----------: | ------ | ------ |',
  ];
  for (const [name, size] of Object.entries(results)) {
    if (name === 'bare') continue;
    const budget = [
      size.budgets.jsGzipBytes !== undefined && `JS <= ${kb(size.budgets.jsGzipBytes)}`,
      size.budgets.cssGzipBytes !== undefined && `CSS <= ${kb(size.budgets.cssGzipBytes)}`,
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(
      `| ${name} | ${kb(size.overBare.jsGzipBytes)} | ${kb(size.overBare.cssGzipBytes)} | ${size.chunks.length} | ${size.assets.length} | ${budget || '-'} | ${budget ? (size.ok ? 'OK' : 'OVER') : '-'} |`,
    );
  }
  lines.push('', `Bare React app: ${kb(results.bare.jsGzipBytes)} gzip JS in ${results.bare.chunks.length} chunk(s).`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const results = await measureConsumerSizes();
  console.log('What one component costs a Vite React app (over a bare React app; gzip -9 per file)\n');
  console.log(formatConsumerSizeTable(results));
}
