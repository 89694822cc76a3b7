/**
 * MDX pages for Vite. The dev server (and Vitest) compile in-process with
 * @mdx-js/rollup; a build compiles on a pool of worker threads, each file once
 * for all environments: the client and server bundles, built side by side by
 * `vite build`, are handed the same compiled module.
 */
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { createCompilePool, type CompilePool } from './compile-pool.ts';
import { mdxPipeline } from './pipeline.ts';

const MDX_FILE = /\.mdx(?:\?.*)?$/;

export function mdxPages(): Plugin[] {
  let pool: Promise<CompilePool> | undefined;
  // Per file: the source it was compiled from and the result, so a second environment reuses it.
  const compiled = new Map<string, { source: string; code: Promise<string> }>();

  const compile = (source: string, path: string): Promise<string> => {
    const done = compiled.get(path);
    if (done?.source === source) return done.code;
    pool ??= createCompilePool();
    const code = pool.then((workers) => workers.compile(source, path));
    compiled.set(path, { source, code });
    return code;
  };

  return [
    // MDX must run before the React plugin sees the file (TOOLCHAIN.md).
    // (@mdx-js/rollup types its source map with Rollup's type, which Vite's differs from in name only.)
    { ...(mdx(mdxPipeline()) as Plugin), name: 'docs:mdx-dev', enforce: 'pre', apply: 'serve' },
    {
      name: 'docs:mdx',
      enforce: 'pre',
      apply: 'build',
      // One instance for every environment, so they share `compiled` and the pool.
      sharedDuringBuild: true,
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
