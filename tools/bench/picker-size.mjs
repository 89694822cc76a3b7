#!/usr/bin/env node
/**
 * Bundle size of @docs/sdk-picker as an app would ship it: a tiny entry that
 * imports `SdkPicker` and `SdkPickerPopover` from the built package
 * (libs/sdk-picker/dist), bundled and minified with Vite (rolldown), React and
 * @docs/sdk-catalog (whose logos dominate its size) left external, Floating UI
 * included. Prints a one-row Markdown table against the budget (15 KB gzip of
 * JavaScript). Needs `npx nx build sdk-picker` first.
 *
 *   node tools/bench/picker-size.mjs
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const distDir = resolve(here, '../../libs/sdk-picker/dist');

/** Budget for the package's JavaScript, gzip, excluding React and the catalogue. */
export const PICKER_JS_GZIP_BUDGET = 15 * 1024;

const EXTERNAL = /^(react|react-dom|react\/jsx-runtime|react\/jsx-dev-runtime|@docs\/sdk-catalog)(\/.*)?$/;
const ENTRY_ID = '\0picker-size-entry';

const gzipBytes = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * @returns {Promise<{ jsBytes: number, jsGzipBytes: number, cssBytes: number, cssGzipBytes: number,
 *   budgetGzipBytes: number, ok: boolean }>}
 */
export async function measurePickerSize({ dist = distDir } = {}) {
  const indexJs = resolve(dist, 'index.js');
  if (!existsSync(indexJs)) throw new Error(`${indexJs} is missing: run \`npx nx build sdk-picker\` first`);
  const entrySource = `export { SdkPicker, SdkPickerPopover } from ${JSON.stringify(indexJs)};`;

  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: dist,
    plugins: [
      {
        name: 'picker-size-entry',
        resolveId: (id) => (id === ENTRY_ID ? id : undefined),
        load: (id) => (id === ENTRY_ID ? entrySource : undefined),
      },
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      modulePreload: false,
      rolldownOptions: {
        input: ENTRY_ID,
        external: (id) => EXTERNAL.test(id),
        preserveEntrySignatures: 'strict',
        output: { format: 'es' },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output ?? []);
  const js = outputs
    .filter((file) => file.type === 'chunk')
    .map((file) => file.code)
    .join('\n');
  const css = readFileSync(resolve(dist, 'styles.css'), 'utf8');

  const jsGzipBytes = gzipBytes(js);
  return {
    jsBytes: Buffer.byteLength(js),
    jsGzipBytes,
    cssBytes: Buffer.byteLength(css),
    cssGzipBytes: gzipBytes(css),
    budgetGzipBytes: PICKER_JS_GZIP_BUDGET,
    ok: jsGzipBytes <= PICKER_JS_GZIP_BUDGET,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** The result as a one-row Markdown table. */
export function formatPickerSizeTable(size) {
  return [
    '| package | JS min | JS gzip | CSS min | CSS gzip | budget (JS gzip) | status |',
    '| ------- | -----: | ------: | ------: | -------: | ---------------: | ------ |',
    `| @docs/sdk-picker | ${size.jsBytes} B (${kb(size.jsBytes)}) | ${size.jsGzipBytes} B (${kb(size.jsGzipBytes)}) | ${size.cssBytes} B | ${size.cssGzipBytes} B | ${kb(size.budgetGzipBytes)} | ${size.ok ? 'OK' : 'OVER'} |`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const size = await measurePickerSize();
  console.log('Bundle size of @docs/sdk-picker (SdkPicker + SdkPickerPopover; React and @docs/sdk-catalog external)\n');
  console.log(formatPickerSizeTable(size));
  if (!size.ok) process.exitCode = 1;
}
