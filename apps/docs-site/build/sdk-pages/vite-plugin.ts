/**
 * SDK pages as page modules: `virtual:sdk-page/<doc id>` is the module of one SDK page rendered
 * from the templates (source.ts, page-module.ts), imported by the route manifest like an MDX
 * page's file. A build processes each page once for both bundles, with one highlighting cache for
 * all pages, and writes every SDK page's front matter beside the server bundle
 * (`sdk-pages.json`), for the steps after the build that read front matter from pages' sources
 * (the search index's `sdks`). In the dev server an edit to the data or the templates re-renders
 * the pages and reloads those that changed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import type { ModuleNode, Plugin } from 'vite';
import { MDX_BUILD_PLUGIN, type MdxBuildApi } from '../mdx/vite-plugin.ts';
import { PAGE_COMPONENTS } from '../mdx/page-components.ts';
import { CloningCache } from '../mdx/shiki-cache.ts';
import { processTemplatePage, templatePageModule } from './page-module.ts';
import type { SdkPageSource } from './source.ts';

export const SDK_PAGE_PREFIX = 'virtual:sdk-page/';
/** The plugin's name; its `api` tells the build's report what it rendered (build/build-report.ts). */
export const SDK_PAGES_PLUGIN = 'docs:sdk-pages';

/** What the plugin has made since it started: page modules, and the worker threads' time on them in a build. */
export interface SdkPagesStats {
  pages: number;
  ms: number;
  threads: number;
}
export interface SdkPagesApi {
  renderStats(): SdkPagesStats;
}
const RESOLVED_PREFIX = `\0${SDK_PAGE_PREFIX}`;
/** The file the build writes beside the server bundle: `{ [doc id]: front matter }`. */
export const SDK_PAGES_FILE = 'sdk-pages.json';
/** Renders a page's tree in the browser; resolved from the app's root like the components. */
const RENDERER = '/src/content/templatePage.ts';

export function sdkPages(source: SdkPageSource): Plugin {
  let highlightCache = new CloningCache<Root>();
  let finishedBlocks = new Map<string, Element>();
  // Per doc id, the module's code, made once for both bundles of a build.
  const modules = new Map<string, Promise<string>>();
  const stats: SdkPagesStats = { pages: 0, ms: 0, threads: 0 };
  // In a build, the pages are made on the build's worker threads, with the MDX pages.
  let workers: MdxBuildApi | undefined;

  const processed = async (docId: string) => {
    if (workers && source.entry) {
      const pool = await workers.pool();
      stats.threads = pool.threads;
      const page = await pool.templatePage(source.entry, docId);
      stats.ms += page.ms;
      return page;
    }
    const page = await source.render(docId);
    return { ...(await processTemplatePage(page.tree, highlightCache, finishedBlocks)), frontmatter: page.frontmatter };
  };

  const moduleOf = (docId: string) => {
    let code = modules.get(docId);
    if (!code) {
      code = (async () => {
        if (!(await source.pages()).has(docId)) throw new Error(`No SDK page "${docId}" in the templates' output.`);
        const page = await processed(docId);
        stats.pages += 1;
        return templatePageModule(page, PAGE_COMPONENTS, RENDERER);
      })();
      modules.set(docId, code);
      code.catch(() => modules.delete(docId));
    }
    return code;
  };

  return {
    name: SDK_PAGES_PLUGIN,
    sharedDuringBuild: true,
    api: { renderStats: () => ({ ...stats }) } satisfies SdkPagesApi,
    configResolved(config) {
      if (config.command === 'build') {
        workers = config.plugins.find((plugin) => plugin.name === MDX_BUILD_PLUGIN)?.api as MdxBuildApi | undefined;
      }
    },
    resolveId: {
      filter: { id: /^virtual:sdk-page\// },
      // Ends in `.js` so that the React plugin gives it Fast Refresh like any component module.
      handler: (id) => `\0${id}.js`,
    },
    load: {
      filter: { id: /^\0virtual:sdk-page\// },
      handler: (id) => moduleOf(id.slice(RESOLVED_PREFIX.length, -'.js'.length)),
    },
    writeBundle: {
      async handler(options) {
        if (this.environment.name !== 'ssr' || !options.dir) return;
        const pages = await source.pages();
        const frontmatter = Object.fromEntries([...pages].map(([docId, page]) => [docId, page.frontmatter]));
        writeFileSync(join(options.dir, SDK_PAGES_FILE), JSON.stringify(frontmatter));
      },
    },
    buildApp: {
      order: 'post',
      async handler() {
        modules.clear();
        highlightCache = new CloningCache();
        finishedBlocks = new Map();
      },
    },
    configureServer(devServer) {
      source
        .pages()
        .then(() => devServer.watcher.add(source.files()))
        .catch(() => undefined);
    },
    // Once for all environments (the browser's and the server's module graphs are one here).
    async handleHotUpdate({ file, modules: affected, server: devServer }) {
      if (!source.files().includes(file)) return;
      const loaded = [...devServer.moduleGraph.idToModuleMap.values()].filter((module) =>
        module.id?.startsWith(RESOLVED_PREFIX),
      );
      const docIdOf = (module: ModuleNode) => (module.id ?? '').slice(RESOLVED_PREFIX.length, -'.js'.length);
      const contentOf = async (docId: string) => JSON.stringify(await source.render(docId).catch(() => undefined));
      const before = await source.pages().catch(() => undefined);
      const beforeContent = await Promise.all(loaded.map((module) => contentOf(docIdOf(module))));
      source.invalidate();
      const after = await source.pages();
      devServer.watcher.add(source.files());
      if (!before || [...before.keys()].join() !== [...after.keys()].join()) {
        // Pages added or removed: the route manifest and the sidebar change too.
        modules.clear();
        devServer.moduleGraph.invalidateAll();
        devServer.ws.send({ type: 'full-reload' });
        return [];
      }
      const stale: ModuleNode[] = [];
      for (const [index, module] of loaded.entries()) {
        const docId = docIdOf(module);
        if ((await contentOf(docId)) === beforeContent[index]) continue;
        modules.delete(docId);
        stale.push(module);
      }
      for (const module of stale) devServer.moduleGraph.invalidateModule(module);
      return [...affected, ...stale];
    },
  };
}
