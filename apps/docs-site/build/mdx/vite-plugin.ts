/**
 * MDX pages for Vite. The dev server (and Vitest) compile in-process with
 * @mdx-js/rollup; a build compiles on a pool of worker threads, each file once
 * for all environments: the client and server bundles, built one after the
 * other by `vite build`, are handed the same compiled module. A build warns
 * about each page once (`path:line:column: message`, e.g. a code fence in an
 * unknown language), and writes the links of every page with their lines beside
 * the server bundle (`mdx-links.json`), for the link check of the prerender step
 * to say where a broken link was written (tools/scripts/link-sources.mjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { loadCodeColours } from './code-colours.ts';
import { createCompilePool, type CompilePool } from './compile-pool.ts';
import type { TimedCompiledMdx } from './compile-worker.ts';
import type { SourceLink } from './rehype-collect-links.ts';
import { mdxPipeline } from './pipeline.ts';

const MDX_FILE = /\.mdx(?:\?.*)?$/;
/** The stylesheet of the code colours (code-colours.ts), imported by the site's CodeBlock. */
const CODE_COLOURS = 'virtual:code-colours.css';
const CODE_COLOURS_ID = `\0${CODE_COLOURS}`;

/** The file the build writes beside the server bundle: `{ [content file]: [{ href, line }] }`. */
export const LINK_SOURCES_FILE = 'mdx-links.json';

/** The build plugin's name; its `api` tells other plugins what it compiled (build/build-report.ts). */
export const MDX_BUILD_PLUGIN = 'docs:mdx';

/** The pages a build has compiled so far, the time the worker threads spent on them and how many threads. */
export interface MdxCompileStats {
  pages: number;
  ms: number;
  threads: number;
}

export interface MdxBuildApi {
  compileStats(): MdxCompileStats;
  /** The build's pool of worker threads, for the other pages it makes (the SDK pages' templates). */
  pool(): Promise<CompilePool>;
}

/**
 * @param options.contentDir - the content folder: a page's links are keyed by its path as the
 * site names its source (`content/docs/x.mdx`), whichever folder it was built from.
 * @param options.root - warnings name files relative to it (the workspace).
 */
export function mdxPages({ contentDir, root }: { contentDir: string; root: string }): Plugin[] {
  let pool: Promise<CompilePool> | undefined;
  let environments = 1;
  // Per file: the source it was compiled from, the result and how many environments took it,
  // so the next environment reuses it and the last one lets it go.
  const compiled = new Map<string, { source: string; result: Promise<TimedCompiledMdx>; uses: number }>();
  const links = new Map<string, SourceLink[]>();
  const stats: MdxCompileStats = { pages: 0, ms: 0, threads: 0 };

  const compile = async (source: string, path: string, warn: (message: string) => void): Promise<string> => {
    let entry = compiled.get(path);
    if (entry?.source !== source) {
      pool ??= createCompilePool();
      const compiling = pool.then((workers) => {
        stats.threads = workers.threads;
        return workers.compile(source, path);
      });
      entry = { source, result: compiling, uses: 0 };
      compiled.set(path, entry);
    }
    entry.uses += 1;
    const first = entry.uses === 1;
    if (entry.uses >= environments) compiled.delete(path);
    const result = await entry.result;
    if (first) {
      stats.pages += 1;
      stats.ms += result.ms;
      for (const warning of result.warnings) warn(`${relative(root, path)}:${warning}`);
      const key = `content/${relative(contentDir, path).split('\\').join('/')}`;
      if (!key.startsWith('content/../')) links.set(key, result.links);
    }
    return result.code;
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
    {
      // A page takes its code samples' files in when it is compiled (remark-code-samples.ts), so an
      // edited sample file recompiles the pages that name its sample, as an edited page would.
      name: 'docs:code-samples-hmr',
      apply: 'serve',
      // Outside the app's root, and in no module graph: the watcher is told to watch it.
      configureServer(server) {
        server.watcher.add(join(contentDir, 'samples'));
      },
      hotUpdate({ file, modules }) {
        const samples = join(contentDir, 'samples');
        if (!file.startsWith(`${samples}/`)) return;
        const id = relative(samples, dirname(file)).split('\\').join('/');
        const named = new RegExp(`<CodeSample\\s+id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`);
        const pages = [...this.environment.moduleGraph.idToModuleMap.values()].filter(
          (module) => module.file?.endsWith('.mdx') && named.test(readFileSync(module.file, 'utf8')),
        );
        for (const page of pages) this.environment.moduleGraph.invalidateModule(page);
        return [...modules, ...pages];
      },
    },
    // MDX must run before the React plugin sees the file (`enforce: 'pre'`): else "Invalid Character".
    // (@mdx-js/rollup types its source map with Rollup's type, which Vite's differs from in name only.)
    { ...(mdx(mdxPipeline()) as Plugin), name: 'docs:mdx-dev', enforce: 'pre', apply: 'serve' },
    {
      name: MDX_BUILD_PLUGIN,
      enforce: 'pre',
      apply: 'build',
      api: {
        compileStats: () => ({ ...stats }),
        pool: () => (pool ??= createCompilePool()),
      } satisfies MdxBuildApi,
      // One instance for every environment, so they share `compiled` and the pool.
      sharedDuringBuild: true,
      configResolved(config) {
        environments = Object.keys(config.environments).length;
      },
      transform: {
        filter: { id: MDX_FILE },
        async handler(source, id) {
          return { code: await compile(source, id.replace(/\?.*$/, ''), (message) => this.warn(message)), map: null };
        },
      },
      // Written, not emitted: a server build emits no assets.
      writeBundle(options) {
        if (this.environment.name !== 'ssr' || !options.dir) return;
        const byFile = Object.fromEntries([...links].sort(([a], [b]) => (a < b ? -1 : 1)));
        writeFileSync(join(options.dir, LINK_SOURCES_FILE), JSON.stringify(byFile));
      },
      buildApp: {
        order: 'post',
        async handler() {
          const workers = await pool;
          pool = undefined;
          compiled.clear();
          links.clear();
          await workers?.close();
        },
      },
    },
  ];
}
