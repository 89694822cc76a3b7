/**
 * MDX pages for Vite. The dev server (and Vitest) compile in-process with
 * @mdx-js/rollup; a build compiles on a pool of worker threads, each file once
 * for all environments: the client and server bundles, built one after the
 * other by `vite build`, are handed the same compiled module.
 */
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { loadCodeColours } from './code-colours.ts';
import { createCompilePool, type CompilePool } from './compile-pool.ts';
import { mdxPipeline } from './pipeline.ts';

const MDX_FILE = /\.mdx(?:\?.*)?$/;
/** The stylesheet of the code colours (code-colours.ts), imported by the site's CodeBlock. */
const CODE_COLOURS = 'virtual:code-colours.css';
const CODE_COLOURS_ID = `\0${CODE_COLOURS}`;

export function mdxPages(): Plugin[] {
  let pool: Promise<CompilePool> | undefined;
  let environments = 1;
  // Per file: the source it was compiled from, the result and how many environments took it,
  // so the next environment reuses it and the last one lets it go.
  const compiled = new Map<string, { source: string; code: Promise<string>; uses: number }>();

  const compile = (source: string, path: string): Promise<string> => {
    let entry = compiled.get(path);
    if (entry?.source !== source) {
      pool ??= createCompilePool();
      entry = { source, code: pool.then((workers) => workers.compile(source, path)), uses: 0 };
      compiled.set(path, entry);
    }
    entry.uses += 1;
    if (entry.uses >= environments) compiled.delete(path);
    return entry.code;
  };

  return [
    {
      name: 'docs:code-colours',
      resolveId: { filter: { id: /^virtual:code-colours\.css$/ }, handler: () => CODE_COLOURS_ID },
      load: {
        filter: { id: /^\0virtual:code-colours\.css$/ },
        handler: async () => (await loadCodeColours()).css,
      },
    },
    // MDX must run before the React plugin sees the file (TOOLCHAIN.md).
    // (@mdx-js/rollup types its source map with Rollup's type, which Vite's differs from in name only.)
    { ...(mdx(mdxPipeline()) as Plugin), name: 'docs:mdx-dev', enforce: 'pre', apply: 'serve' },
    {
      name: 'docs:mdx',
      enforce: 'pre',
      apply: 'build',
      // One instance for every environment, so they share `compiled` and the pool.
      sharedDuringBuild: true,
      configResolved(config) {
        environments = Object.keys(config.environments).length;
      },
      transform: {
        filter: { id: MDX_FILE },
        async handler(source, id) {
          return { code: await compile(source, id.replace(/\?.*$/, '')), map: null };
        },
      },
      buildApp: {
        order: 'post',
        async handler() {
          const workers = await pool;
          pool = undefined;
          compiled.clear();
          await workers?.close();
        },
      },
    },
  ];
}
