#!/usr/bin/env node
/**
 * What the site's entry chunk is made of: builds the client once more with
 * source maps (in memory, nothing written), then attributes every byte of the
 * minified entry to the package or app folder it came from, raw and gzip.
 * Not part of `npm run bench` (it is a second client build); run it when the
 * first-load row goes over budget, to see what to move out.
 *
 *   node tools/bench/entry-contents.mjs            # by package / app folder
 *   node tools/bench/entry-contents.mjs --files    # by source file
 */
import { resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { gzipBytes, kb } from './report.mjs';

const appDir = resolve(import.meta.dirname, '../../apps/docs-site');
const byFile = process.argv.includes('--files');

/** The bucket a source belongs to: a package, a library, a folder of the app, or the file itself. */
function bucketOf(source, files = false) {
  // Virtual modules (page manifest, sidebar section loaders) and bundler helpers have no source.
  if (!source) return '(generated: virtual modules, bundler helpers)';
  if (files) return source.replace(/^(\.\.\/)+/, '');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source) ?? /(libs\/[^/]+|content)\//.exec(source);
  if (match) return match[1];
  // The app's own files are relative to the output folder: `../../../src/layout/RootLayout.tsx`.
  const app = /(?:^|\/)src\/([^/]+)/.exec(source);
  return app ? `apps/docs-site/src/${app[1]}` : source;
}

const output = await build({
  root: appDir,
  configFile: resolve(appDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: { write: false, sourcemap: true, outDir: resolve(appDir, 'dist/entry-contents') },
});
const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
if (!entry?.map) throw new Error('the build produced no entry chunk with a source map');

// Each mapping covers the generated text up to the next mapping on its line.
const mappings = [];
new SourceMapConsumer(entry.map).eachMapping((mapping) => mappings.push(mapping));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
const lines = entry.code.split('\n');
const parts = new Map();
mappings.forEach((mapping, index) => {
  const next = mappings[index + 1];
  const line = lines[mapping.generatedLine - 1] ?? '';
  const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
  const key = bucketOf(mapping.source, byFile);
  parts.set(key, (parts.get(key) ?? '') + line.slice(mapping.generatedColumn, end));
});

const rows = [...parts].map(([key, text]) => ({ key, bytes: text.length, gzip: gzipBytes(text) }));
rows.sort((a, b) => b.bytes - a.bytes);
console.log(`${entry.fileName}: ${kb(entry.code.length)} raw, ${kb(gzipBytes(entry.code))} gzip`);
console.log('(each part gzipped alone, so the parts add up to a little more than the whole)\n');
for (const { key, bytes, gzip } of rows) console.log(`${kb(bytes).padStart(10)} ${kb(gzip).padStart(10)}  ${key}`);
