#!/usr/bin/env node
/**
 * Writes the SDK pages (content/docs/sdks/**) from the typed data in
 * content/sdk-data/ (catalogue, profiles, API model, samples).
 *
 *   node tools/content/generate-sdk-pages.mjs          rewrite the pages
 *   node tools/content/generate-sdk-pages.mjs --check  exit 1 if a page is stale
 *
 * The data modules are TypeScript and import workspace packages, which Node
 * cannot load directly; Vite's module runner loads them with the workspace's
 * `@docs/source` condition, so nothing is duplicated in JavaScript.
 * `content/sdk-data/pages.test.ts` runs the same comparison in `nx test content`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultServerConditions, runnerImport } from 'vite';

const workspace = join(import.meta.dirname, '../..');
const docs = join(workspace, 'content/docs');
const check = process.argv.includes('--check');

const { module } = await runnerImport(join(workspace, 'content/sdk-data/pages.ts'), {
  root: workspace,
  configFile: false,
  logLevel: 'error',
  resolve: { conditions: ['@docs/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@docs/source', ...defaultServerConditions] } },
});

const pages = module.renderSdkPages();
const wanted = new Map(pages.map((page) => [page.path, page.content]));
const existing = readdirSync(join(docs, 'sdks'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `sdks/${file.split('\\').join('/')}`);

const stale = [];
for (const [path, content] of wanted) {
  const file = join(docs, path);
  let current;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) continue;
  stale.push(path);
  if (!check) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
for (const path of existing.filter((path) => !wanted.has(path))) {
  stale.push(path);
  if (!check) rmSync(join(docs, path));
}

if (check && stale.length > 0) {
  console.error(
    `${stale.length} SDK pages are stale; run node tools/content/generate-sdk-pages.mjs:\n${stale.slice(0, 20).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  check
    ? `${pages.length} SDK pages are up to date.`
    : `${pages.length} SDK pages, ${stale.length} written or removed.`,
);
