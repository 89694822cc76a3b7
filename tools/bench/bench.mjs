#!/usr/bin/env node
/**
 * `npm run bench`: measures the site and prints a Markdown table, also written
 * with the raw numbers to dist/bench/bench.{md,json}. Budgets are reported,
 * never enforced: the benchmark informs, tests gate.
 *
 * - pages, full cold build (no Nx cache, no Vite cache) and a rebuild from the Nx cache;
 * - total size of the static output, and of its precompressed copies apart;
 * - per page kind: HTML bytes and the JS and CSS a first load requests (raw and gzip);
 * - the SDK picker package's own size (tools/bench/picker-size.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const site = join(root, 'apps/docs-site/dist/site');
const outDir = join(root, 'dist/bench');
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0' };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

function timed(args) {
  const started = performance.now();
  const result = spawnSync('npx', ['nx', ...args], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`nx ${args.join(' ')} failed`);
  }
  return (performance.now() - started) / 1000;
}

function walk(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file));
}

/** What a first load of `page` requests: its HTML, then scripts, modulepreloads and stylesheets of the base path. */
function firstLoad(page) {
  const htmlFile = join(site, page === '/' ? '' : page, 'index.html');
  const html = readFileSync(htmlFile);
  const refs = [...html.toString().matchAll(/(?:src|href)="\/tutorials\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const files = [...new Set(refs)].map((ref) => readFileSync(join(site, ref)));
  const js = [...new Set(refs)].filter((ref) => ref.endsWith('.js')).map((ref) => readFileSync(join(site, ref)));
  const css = [...new Set(refs)].filter((ref) => ref.endsWith('.css')).map((ref) => readFileSync(join(site, ref)));
  const sum = (buffers, measure) => buffers.reduce((total, buffer) => total + measure(buffer), 0);
  return {
    page,
    htmlBytes: html.length,
    requests: files.length + 1,
    jsBytes: sum(js, (b) => b.length),
    jsGzip: sum(js, gzip),
    cssBytes: sum(css, (b) => b.length),
    cssGzip: sum(css, gzip),
    totalGzip: gzip(html) + sum(files, gzip),
  };
}

/** A page of each kind that exists in this build. */
function samplePages() {
  const candidates = [
    ['landing', '/'],
    ['general doc', '/concepts/best-practices/match-levels'],
    ['SDK page', '/sdks/selenium-java/quickstart'],
    ['class reference', '/sdks/selenium-java/reference/eyes'],
    ['server API', '/reference/server-api/batches/list-batch-results'],
    ['blog post', '/blog'],
  ];
  return candidates.filter(([, page]) => existsSync(join(site, page === '/' ? '' : page, 'index.html')));
}

async function main() {
  console.log('Cold build (Nx cache and Vite cache cleared)...');
  timed(['reset', '--onlyCache']);
  rmSync(join(root, 'node_modules/.vite/docs-site'), { recursive: true, force: true });
  const cold = timed(['run', 'docs-site:prerender', '--outputStyle=static']);
  console.log('Rebuild from the Nx cache...');
  const cached = timed(['run', 'docs-site:prerender', '--outputStyle=static']);

  const files = walk(site).filter((file) => statSync(file).isFile());
  const pages = files.filter((file) => file.endsWith('index.html')).length;
  const bytesOf = (list) => list.reduce((total, file) => total + statSync(file).size, 0);
  // The .gz and .br copies for nginx (tools/scripts/compress-site.mjs) are counted apart.
  const isCopy = (file) => /\.(gz|br)$/.test(file);
  const outputBytes = bytesOf(files.filter((file) => !isCopy(file)));
  const copyBytes = bytesOf(files.filter(isCopy));
  const loads = samplePages().map(([kind, page]) => ({ kind, ...firstLoad(page) }));

  let picker;
  try {
    const { measurePickerSize } = await import('./picker-size.mjs');
    picker = await measurePickerSize();
  } catch (error) {
    picker = { error: error instanceof Error ? error.message : String(error) };
  }

  const status = (ok) => (ok ? 'OK' : 'OVER');
  const rows = [
    ['pages prerendered', String(pages), '', ''],
    ['full cold build', `${cold.toFixed(1)} s`, '< 10 s', status(cold < 10)],
    ['rebuild with Nx cache', `${cached.toFixed(1)} s`, '', ''],
    ['static output', kb(outputBytes), '', ''],
    ['precompressed copies (.gz, .br)', kb(copyBytes), '', ''],
    ...loads.flatMap((load) => [
      [
        `${load.kind} (${load.page}): HTML`,
        kb(load.htmlBytes),
        load.kind === 'SDK page' ? '< 40 KB' : '',
        load.kind === 'SDK page' ? status(load.htmlBytes < 40 * 1024) : '',
      ],
      [
        `${load.kind}: first-load JS / CSS (gzip)`,
        `${kb(load.jsGzip)} / ${kb(load.cssGzip)} in ${load.requests} requests`,
        '',
        '',
      ],
      [
        `${load.kind}: first-load transfer (gzip)`,
        kb(load.totalGzip),
        load.kind === 'SDK page' ? '< 150 KB' : '',
        load.kind === 'SDK page' ? status(load.totalGzip < 150 * 1024) : '',
      ],
    ]),
    picker.error
      ? ['@docs/sdk-picker JS (gzip)', `not measured: ${picker.error}`, '< 15 KB', '']
      : ['@docs/sdk-picker JS (gzip)', kb(picker.jsGzipBytes), '< 15 KB', status(picker.ok)],
  ];

  const table = [
    '| measure | value | budget | status |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'bench.md'), `${table}\n`);
  writeFileSync(
    join(outDir, 'bench.json'),
    `${JSON.stringify({ pages, cold, cached, outputBytes, copyBytes, loads, picker }, null, 2)}\n`,
  );
  console.log(`\n${table}\n\nWritten to ${join(outDir, 'bench.md')} and bench.json`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
