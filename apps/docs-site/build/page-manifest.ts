import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

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

/** Doc ids (file paths without `.mdx`) of the pages under `docsDir`, by group, sorted. */
export function pagesByGroup(docsDir: string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const docIds = readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) =>
      file
        .split('\\')
        .join('/')
        .replace(/\.mdx$/, ''),
    )
    .sort();
  for (const docId of docIds) {
    const group = pageGroupOf(docId);
    groups.set(group, [...(groups.get(group) ?? []), docId]);
  }
  return groups;
}

/** A doc id relative to its group (`sdks/cypress/quickstart` in `sdks/cypress` -> `quickstart`). */
const nameIn = (group: string, docId: string) => (group ? docId.slice(group.length + 1) : docId);

/**
 * A compact route manifest (DESIGN.md section 6): the entry bundle gets the
 * doc ids of the pages, by group, and one loader per group; the loaders of a
 * group's pages (each page's chunk URL, which is most of a manifest's weight)
 * live in a small chunk per group, loaded with the first page of the group.
 *
 * - `virtual:page-manifest`: `{ [group]: { pages: string[], load } }`, page
 *   names relative to the group;
 * - `virtual:page-loaders/<group>`: `{ [name]: () => import(page) }`.
 */
export function pageManifest(docsDir: string): Plugin {
  let groups: Map<string, string[]> | undefined;
  const current = () => (groups ??= pagesByGroup(docsDir));

  const manifestModule = () => {
    const entries = [...current()].map(
      ([group, docIds]) =>
        `  ${JSON.stringify(group)}: { pages: ${JSON.stringify(docIds.map((docId) => nameIn(group, docId)))}, ` +
        `load: () => import(${JSON.stringify(LOADERS_PREFIX + group)}) },`,
    );
    return `export default {\n${entries.join('\n')}\n};`;
  };

  const loadersModule = (group: string) => {
    const docIds = current().get(group);
    if (!docIds) return undefined;
    const entries = docIds.map(
      (docId) =>
        `  ${JSON.stringify(nameIn(group, docId))}: () => import(${JSON.stringify(join(docsDir, `${docId}.mdx`))}),`,
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
      handler(id) {
        if (id === `\0${MANIFEST_ID}`) return manifestModule();
        const group = id.slice(`\0${LOADERS_PREFIX}`.length);
        const code = loadersModule(group);
        if (code === undefined) this.error(`No pages in group "${group}"; groups: ${[...current().keys()].join(', ')}`);
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
