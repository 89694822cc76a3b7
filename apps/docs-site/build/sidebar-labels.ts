import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { RolldownPluginOption } from 'rolldown';
import type { Plugin, ViteDevServer } from 'vite';
import { parse } from 'yaml';
import { bundleModule, importBundled } from './bundle-module.ts';
import type { SdkPageSource } from './sdk-pages/source.ts';

const LABELS_ID = 'virtual:sidebar-labels';
const LOADERS_ID = 'virtual:sidebar-sections';
const SECTION_PREFIX = 'virtual:sidebar-section/';

/** The MDX files under `docsDir`, relative to it, with forward slashes. */
function mdxFiles(docsDir: string): string[] {
  return readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

/** A hook filter that matches one module id. */
export const exactly = (id: string) => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const LABEL_LINE = /^(title|sidebar_label):(.*)$/;

/**
 * A value that YAML reads as the text it shows: quoted without escapes, or
 * plain (starting with a letter, no `: ` or ` #` inside, not a boolean or
 * null). Most titles are; the others go through the YAML parser, which costs
 * about 0.3 ms a call.
 */
function plainText(value: string): string | undefined {
  const text = value.trim();
  const quoted = /^"([^"\\]*)"$/.exec(text) ?? /^'([^']*)'$/.exec(text);
  if (quoted) return quoted[1];
  if (!/^[A-Za-z]/.test(text) || /: | #|:$/.test(text) || /^(?:null|true|false)$/i.test(text)) return undefined;
  return text;
}

/**
 * The `title` and `sidebar_label` fields of a front matter block, as YAML
 * reads them: plain text as it is, other values parsed from their lines, the
 * whole block when one of them goes on over the next lines (a block scalar, or
 * text continued on an indented line). Parsing every page's whole block took a
 * third of a second as the dev server started.
 */
function labelFields(header: string): Record<string, unknown> | null {
  const lines = header.split('\n');
  const fields: Record<string, unknown> = {};
  const toParse: string[] = [];
  for (const [index, line] of lines.entries()) {
    const match = LABEL_LINE.exec(line);
    if (!match) continue;
    if (/^\s/.test(lines[index + 1] ?? '')) return parse(header) as Record<string, unknown> | null;
    const [, field = '', value = ''] = match;
    const text = plainText(value);
    if (text === undefined) toParse.push(line);
    else fields[field] = text;
  }
  return toParse.length > 0 ? { ...fields, ...(parse(toParse.join('\n')) as object) } : fields;
}

/**
 * The `sdks` list of a front matter block, as YAML reads it: the `sdks:` line alone, or the whole
 * block when the list goes on over the next lines.
 */
function sdksField(header: string): string[] | undefined {
  const lines = header.split('\n');
  const index = lines.findIndex((line) => line.startsWith('sdks:'));
  if (index === -1) return undefined;
  const block = /^\s/.test(lines[index + 1] ?? '') ? header : (lines[index] ?? '');
  const value = (parse(block) as { sdks?: unknown } | null)?.sdks;
  return Array.isArray(value) ? value.map(String) : undefined;
}

/**
 * What the sidebar reads of every page under `docsDir`, by doc id (the file path without `.mdx`),
 * each file read once: its label (`sidebar_label` or `title`), and its `sdks` list where it has
 * one (the sidebar gives a link its page's list, `sdksOf` of `resolveSidebar`, so a page states
 * once which SDKs it is for).
 */
export function readPageFields(docsDir: string): { labels: Record<string, string>; sdks: Record<string, string[]> } {
  const labels: Record<string, string> = {};
  const sdks: Record<string, string[]> = {};
  for (const file of mdxFiles(docsDir)) {
    const header = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(docsDir, file), 'utf8'))?.[1];
    if (header === undefined) continue;
    const docId = file.replace(/\.mdx$/, '');
    const data = labelFields(header);
    const label = data?.sidebar_label ?? data?.title;
    if (typeof label === 'string') labels[docId] = label;
    const pageSdks = sdksField(header);
    if (pageSdks) sdks[docId] = pageSdks;
  }
  return { labels, sdks };
}

/** `sidebar_label` or `title` of every page under `docsDir`, by doc id (the file path without `.mdx`). */
export const readSidebarLabels = (docsDir: string): Record<string, string> => readPageFields(docsDir).labels;

type Sections = Record<string, unknown[]>;

/**
 * Every page the sidebar may link to, as the files it would have (`sdks/cypress/quickstart.mdx`
 * for a page rendered from a template), and their link labels by doc id.
 */
export async function sidebarPages(
  docsDir: string,
  sdkPages: SdkPageSource | undefined,
): Promise<{ files: string[]; labels: Record<string, string>; sdks: Record<string, string[]> }> {
  const generated = await generatedLabels(sdkPages);
  const pages = readPageFields(docsDir);
  return {
    files: [...mdxFiles(docsDir), ...Object.keys(generated).map((docId) => `${docId}.mdx`)].sort(),
    labels: { ...pages.labels, ...generated },
    // The pages rendered from templates are an SDK's own: their SDK group gives their links its SDK.
    sdks: pages.sdks,
  };
}

/** The sidebar labels of the SDK pages rendered from templates, by doc id. */
async function generatedLabels(sdkPages: SdkPageSource | undefined): Promise<Record<string, string>> {
  const pages = (await sdkPages?.pages()) ?? new Map();
  return Object.fromEntries([...pages].map(([docId, page]) => [docId, page.frontmatter.sidebar_label]));
}

/** The module that resolves and splits the sidebar; TypeScript importing workspace packages, so Vite's runner loads it. */
const RESOLVER = resolve(import.meta.dirname, '../src/content/sidebarResolve.ts');

const WORKSPACE = resolve(import.meta.dirname, '../../..');

/**
 * The error a bad sidebar definition fails the build with: the definition's file (relative to the
 * workspace) and the content model's message (the unknown id or SDK key and the closest valid
 * ones), in a few lines. Without a stack: the resolver runs from an in-memory bundle, whose every
 * stack frame carried the whole bundle's source in its URL (420 KB of output for one bad id).
 */
export function sidebarDefinitionError(error: unknown, definitionFile: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  const concise = new Error(`${definitionFile}: ${message}`);
  concise.stack = concise.message;
  return concise;
}

/**
 * Resolves `tutorialSidebar` and splits it into sections, in Node at build
 * time: the resolver is TypeScript that imports workspace packages (which
 * this config file must not import), so it is bundled first. Returns the
 * files it read, to watch, and the labels it used.
 */
async function resolveSections(
  docsDir: string,
  plugins: RolldownPluginOption[],
  sdkPages: SdkPageSource | undefined,
): Promise<{ sections: Sections; files: string[]; labels: string }> {
  const resolver = await bundleModule(RESOLVER, plugins);
  const module = await importBundled<{
    tutorialSidebarSections: (
      files: string[],
      labels: Record<string, string>,
      sdks: Record<string, string[]>,
    ) => Sections;
  }>(resolver);
  const { files, labels, sdks } = await sidebarPages(docsDir, sdkPages);
  let sections: Sections;
  try {
    sections = module.tutorialSidebarSections(files, labels, sdks);
  } catch (error) {
    const definition = join(dirname(docsDir), 'sidebars.ts');
    const file = existsSync(definition) ? relative(WORKSPACE, definition) : 'the sidebar made from the folders';
    throw sidebarDefinitionError(error, file);
  }
  return { sections, files: resolver.files, labels: JSON.stringify({ labels, sdks }) };
}

/**
 * The sidebar's data as virtual modules:
 *
 * - `virtual:sidebar-labels`: the link labels from the pages' front matter,
 *   read at build time so no page is needed to label its link (the server's
 *   sidebar check), and (`sdks`) the pages' `sdks` lists;
 * - `virtual:sidebar-section/<key>`: one resolved section of the sidebar
 *   (`docs`, `sdk/<key>`) as JSON, its own chunk;
 * - `virtual:sidebar-sections`: a loader per section, for the browser to load
 *   the sections a page shows (src/content/sidebarSections.ts).
 *
 * A bad sidebar (an unknown doc id) fails the build here, naming the id.
 * `resolverPlugins` take part in loading the sidebar definition (the
 * content folder's own or autogenerated sidebar, build/content-sidebar.ts).
 */
export function sidebarLabels(
  docsDir: string,
  resolverPlugins: RolldownPluginOption[] = [],
  sdkPages?: SdkPageSource,
): Plugin {
  let sections: ReturnType<typeof resolveSections> | undefined;
  let devServer: ViteDevServer | undefined;
  const current = () =>
    (sections ??= resolveSections(docsDir, resolverPlugins, sdkPages).then(
      (result) => {
        // The resolver's sources (content/sidebars.ts, content-model...) are outside the app: watch them too.
        devServer?.watcher.add(result.files);
        return result;
      },
      (error: unknown) => {
        sections = undefined; // Try again on the next load, once the sidebar is fixed.
        throw error;
      },
    ));

  let command: 'build' | 'serve' = 'serve';

  return {
    name: 'docs:sidebar-labels',
    // One instance for the client and server builds, so the sidebar is resolved once.
    sharedDuringBuild: true,
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      // Start early, alongside the first transforms; a failure fails the build when a section loads.
      if (command === 'build') current().catch(() => undefined);
    },
    // Filters keep the hooks from being called for every other module of the build.
    resolveId: {
      filter: { id: /^virtual:sidebar-(labels|sections|section\/.+)$/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:sidebar-/ },
      async handler(id) {
        if (id === `\0${LABELS_ID}`) {
          const pages = readPageFields(docsDir);
          const labels = { ...pages.labels, ...(await generatedLabels(sdkPages)) };
          return `export default ${JSON.stringify(labels)};\nexport const sdks = ${JSON.stringify(pages.sdks)};`;
        }
        if (id === `\0${LOADERS_ID}`) {
          const keys = Object.keys((await current()).sections);
          const loaders = keys.map(
            (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(SECTION_PREFIX + key)}),`,
          );
          return `export default {\n${loaders.join('\n')}\n};`;
        }
        const { sections: all } = await current();
        const key = id.slice(SECTION_PREFIX.length + 1);
        const section = all[key];
        if (!section) this.error(`No sidebar section "${key}"; sections: ${Object.keys(all).join(', ')}`);
        return `export default ${JSON.stringify(section)};`;
      },
    },
    configureServer(server) {
      devServer = server;
      // Not addWatchFile: in dev it would register the folder as an import of the module.
      server.watcher.add(docsDir);
      // Start resolving while the server starts; a failure shows when a page loads the sidebar.
      current().catch(() => undefined);
    },
    async handleHotUpdate({ file, server, modules }) {
      const resolved = sections && (await sections.catch(() => undefined));
      if (!resolved) return;
      const isPage = file.startsWith(docsDir) && file.endsWith('.mdx');
      const labelsChanged = isPage && JSON.stringify(readPageFields(docsDir)) !== resolved.labels;
      if (!labelsChanged && !resolved.files.includes(file)) return;
      // A label, a page list or the sidebar definition changed: every sidebar module is stale.
      sections = undefined;
      const stale = [...server.moduleGraph.idToModuleMap.values()].filter((module) =>
        module.id?.startsWith('\0virtual:sidebar-'),
      );
      for (const module of stale) server.moduleGraph.invalidateModule(module);
      return [...modules, ...stale];
    },
  };
}
