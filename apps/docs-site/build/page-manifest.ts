import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { SdkPageSource } from './sdk-pages/source.ts';
import { SDK_PAGE_PREFIX } from './sdk-pages/vite-plugin.ts';

const MANIFEST_ID = 'virtual:page-manifest';
const LOADERS_PREFIX = 'virtual:page-loaders/';

/**
 * The group of a doc id: `sdks/<folder>` for SDK pages, else the first
 * folder (`concepts`, `playwright`...), `''` for a file at the docs root.
 *
 * @example pageGroupOf('sdks/cypress/reference/eyes') // 'sdks/cypress'
 * @example pageGroupOf('concepts/best-practices/ocr') // 'concepts'
 * @example pageGroupOf('index') // ''
 */
export function pageGroupOf(docId: string): string {
  const [first = '', second] = docId.split('/');
  if (!docId.includes('/')) return '';
  return first === 'sdks' && second && docId.split('/').length > 2 ? `sdks/${second}` : first;
}

/** Doc ids (file paths without `.mdx`) of the MDX pages under `docsDir`, sorted. */
export function mdxDocIds(docsDir: string): string[] {
  return readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) =>
      file
        .split('\\')
        .join('/')
        .replace(/\.mdx$/, ''),
    )
    .sort();
}

/**
 * Doc ids of the pages, by group, sorted: the MDX pages under `docsDir` and `generated` (the SDK
 * pages rendered from templates). A generated page with the id of an MDX file is an error: one
 * of the two would silently win.
 */
export function pagesByGroup(docsDir: string, generated: readonly string[] = []): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const mdx = mdxDocIds(docsDir);
  const clash = generated.filter((docId) => mdx.includes(docId));
  if (clash.length > 0) {
    throw new Error(
      `content/docs/${clash[0]}.mdx is also an SDK page rendered from content/sdk-data (${clash.length} such pages): delete the MDX file or the page's template entry.`,
    );
  }
  const docIds = [...mdx, ...generated].sort();
  for (const docId of docIds) {
    const group = pageGroupOf(docId);
    groups.set(group, [...(groups.get(group) ?? []), docId]);
  }
  return groups;
}

/** A doc id relative to its group (`sdks/cypress/quickstart` in `sdks/cypress` -> `quickstart`). */
const nameIn = (group: string, docId: string) => (group ? docId.slice(group.length + 1) : docId);

/**
 * A compact route manifest, so that the entry bundle holds no data for all pages: it gets the
 * doc ids of the pages, by group, and one loader per group; the loaders of a
 * group's pages (each page's chunk URL, which is most of a manifest's weight)
 * live in a small chunk per group, loaded with the first page of the group.
 *
 * - `virtual:page-manifest`: `{ [group]: { pages: string[], load } }`, page
 *   names relative to the group;
 * - `virtual:page-loaders/<group>`: `{ [name]: () => import(page) }`.
 */
export function pageManifest(docsDir: string, sdkPages?: SdkPageSource): Plugin {
  let groups: Promise<Map<string, string[]>> | undefined;
  let generated = new Set<string>();
  const current = () =>
    (groups ??= (async () => {
      generated = new Set((await sdkPages?.pages())?.keys() ?? []);
      return pagesByGroup(docsDir, [...generated]);
    })().catch((error: unknown) => {
      groups = undefined;
      throw error;
    }));

  const renderedList = (group: string, docIds: string[]) => {
    const rendered = docIds.filter((docId) => generated.has(docId)).map((docId) => nameIn(group, docId));
    return rendered.length > 0 ? `rendered: ${JSON.stringify(rendered)}, ` : '';
  };

  const manifestModule = async () => {
    const entries = [...(await current())].map(
      ([group, docIds]) =>
        `  ${JSON.stringify(group)}: { pages: ${JSON.stringify(docIds.map((docId) => nameIn(group, docId)))}, ` +
        renderedList(group, docIds) +
        `load: () => import(${JSON.stringify(LOADERS_PREFIX + group)}) },`,
    );
    return `export default {\n${entries.join('\n')}\n};`;
  };

  const loadersModule = async (group: string) => {
    const docIds = (await current()).get(group);
    if (!docIds) return undefined;
    const moduleOf = (docId: string) =>
      generated.has(docId) ? SDK_PAGE_PREFIX + docId : join(docsDir, `${docId}.mdx`);
    const entries = docIds.map(
      (docId) => `  ${JSON.stringify(nameIn(group, docId))}: () => import(${JSON.stringify(moduleOf(docId))}),`,
    );
    return `export default {\n${entries.join('\n')}\n};`;
  };

  const reloadOnPageListChange = (server: ViteDevServer) => (file: string) => {
    if (!file.startsWith(docsDir) || !file.endsWith('.mdx')) return;
    groups = undefined;
    const stale = [...server.moduleGraph.idToModuleMap.values()].filter((module) =>
      module.id?.startsWith('\0virtual:page-'),
    );
    for (const module of stale) server.moduleGraph.invalidateModule(module);
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'docs:page-manifest',
    resolveId: {
      filter: { id: /^virtual:page-(manifest$|loaders\/)/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:page-(manifest$|loaders\/)/ },
      async handler(id) {
        if (id === `\0${MANIFEST_ID}`) return manifestModule();
        const group = id.slice(`\0${LOADERS_PREFIX}`.length);
        const code = await loadersModule(group);
        if (code === undefined)
          this.error(`No pages in group "${group}"; groups: ${[...(await current()).keys()].join(', ')}`);
        return code;
      },
    },
    configureServer(server) {
      // A page added or removed changes the manifest; edits to a page do not.
      server.watcher.add(docsDir);
      server.watcher.on('add', reloadOnPageListChange(server));
      server.watcher.on('unlink', reloadOnPageListChange(server));
    },
  };
}
