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
import type { Root } from 'hast';
import type { Plugin } from 'vite';
import { PAGE_COMPONENTS } from '../mdx/page-components.ts';
import { CloningCache } from '../mdx/shiki-cache.ts';
import { processTemplatePage, templatePageModule } from './page-module.ts';
import type { SdkPageSource } from './source.ts';

export const SDK_PAGE_PREFIX = 'virtual:sdk-page/';
/** The plugin's name; its `api` tells the build's report what it rendered (build/build-report.ts). */
export const SDK_PAGES_PLUGIN = 'docs:sdk-pages';

/** What the plugin has made since it started: page modules. */
export interface SdkPagesStats {
  pages: number;
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
  // Per doc id, the module's code, made once for both bundles of a build.
  const modules = new Map<string, Promise<string>>();

  const stats: SdkPagesStats = { pages: 0 };

  const moduleOf = (docId: string) => {
    let code = modules.get(docId);
    if (!code) {
      code = (async () => {
        const page = (await source.pages()).get(docId);
        if (!page) throw new Error(`No SDK page "${docId}" in the templates' output.`);
        const processed = await processTemplatePage(page.tree, highlightCache);
        stats.pages += 1;
        return templatePageModule({ ...processed, frontmatter: page.frontmatter }, PAGE_COMPONENTS, RENDERER);
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
      const before = await source.pages().catch(() => undefined);
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
      const stale = [...devServer.moduleGraph.idToModuleMap.values()].filter((module) => {
        const id = module.id ?? '';
        if (!id.startsWith(RESOLVED_PREFIX)) return false;
        const docId = id.slice(RESOLVED_PREFIX.length, -'.js'.length);
        const changed = JSON.stringify(before.get(docId)) !== JSON.stringify(after.get(docId));
        if (changed) modules.delete(docId);
        return changed;
      });
      for (const module of stale) devServer.moduleGraph.invalidateModule(module);
      return [...affected, ...stale];
    },
  };
}
