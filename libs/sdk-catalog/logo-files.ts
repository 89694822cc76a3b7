/**
 * Build plugin of the published package: every logo stays an SVG file, copied to
 * dist/logos/, and the code refers to it as
 * `new URL('./logos/<id>.svg', import.meta.url).href`.
 *
 * A library build inlines every imported asset as a data URL, whatever
 * `build.assetsInlineLimit` says, so any use of the catalogue carried all 18 logos
 * (11.7 KB gzip). The `new URL(<literal>, import.meta.url)` form is the one
 * Vite, webpack (Next.js) and other bundlers recognise in a dependency: they emit the
 * file as an asset and rewrite the URL, so an app fetches only the logos it shows.
 * `?no-inline` keeps Vite from inlining the files under its `build.assetsInlineLimit`
 * (4 KB by default: every logo); Vite drops the query from the emitted URL, webpack
 * and Node ignore it. Without a bundler (Node), the URL is the `file:` URL of the SVG
 * in the package (with that query, which `fileURLToPath` leaves out).
 *
 * Vite would rewrite that form in this build too (into a data URL again), so the
 * source keeps its `import url from './logos/<id>.svg'`, which an app building the
 * source (the docs site) turns into asset files itself; here each such import loads
 * as a placeholder string, replaced by the `new URL(...)` expression once the chunk
 * is rendered, after Vite's transforms.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The folder of the logos, in src/ and in dist/. */
export const LOGOS_FOLDER = 'logos';

const PLACEHOLDER_PREFIX = '__docs_sdk_catalog_logo__';
const PLACEHOLDER_RE = new RegExp(`(["'\`])${PLACEHOLDER_PREFIX}([\\w-]+\\.svg)\\1`, 'g');

/** The expression a logo's URL becomes in dist/index.js (relative to the chunk, which is at dist/'s root). */
export const logoUrlExpression = (fileName: string) =>
  `new URL(${JSON.stringify(`./${LOGOS_FOLDER}/${fileName}?no-inline`)}, import.meta.url).href`;

export function logoFiles({ srcDir }: { srcDir: string }): Plugin {
  const logosDir = resolve(srcDir, LOGOS_FOLDER);
  const emitted = new Set<string>();
  return {
    name: 'docs-sdk-catalog-logo-files',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.svg') || dirname(id) !== logosDir) return null;
      const fileName = basename(id);
      if (!emitted.has(fileName)) {
        emitted.add(fileName);
        this.emitFile({ type: 'asset', fileName: `${LOGOS_FOLDER}/${fileName}`, source: readFileSync(id) });
      }
      return `export default ${JSON.stringify(PLACEHOLDER_PREFIX + fileName)};`;
    },
    renderChunk(code) {
      if (!code.includes(PLACEHOLDER_PREFIX)) return null;
      const replaced = code.replace(PLACEHOLDER_RE, (_match, _quote, fileName: string) => logoUrlExpression(fileName));
      if (replaced.includes(PLACEHOLDER_PREFIX)) {
        this.error(`a logo placeholder (${PLACEHOLDER_PREFIX}...) was left in the chunk: it was not a plain string`);
      }
      return { code: replaced, map: null };
    },
  };
}
