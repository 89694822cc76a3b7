/**
 * Code that components show, highlighted at build time like the pages' fences.
 *
 * A component imports `virtual:highlighted/<path>`, where `src/<path>.ts` default-exports
 * lists of code blocks by variant (`{ session: [{ language, code, ... }] }`), written in
 * TypeScript from the workspace's data (the product facts of @docs/sdk-catalog). This
 * plugin bundles that module (this config file cannot import workspace packages), and
 * adds to every block the `className` and `html` that the MDX pipeline gives a fence's
 * `pre` (Shiki with the site's options, colours as classes, tokens as one HTML string),
 * so the component hands them to `CodeBlock` as a page's Markdown does. No highlighter
 * reaches the browser.
 */
import { resolve } from 'node:path';
import rehypeShiki from '@shikijs/rehype';
import type { Element, Root } from 'hast';
import { unified } from 'unified';
import { EXIT, visit } from 'unist-util-visit';
import type { Plugin, ViteDevServer } from 'vite';
import { bundleModule, importBundled } from './bundle-module.ts';
import { rehypeCodeClasses } from './mdx/code-colours.ts';
import { shikiOptions } from './mdx/highlight.ts';
import { rehypeCodeHtml } from './mdx/rehype-code-html.ts';

const PREFIX = 'virtual:highlighted/';

/** A block a module lists: its language (a fence's) and its code, with any other fields kept. */
export interface CodeToHighlight {
  language: string;
  code: string;
}

/** What the MDX pipeline gives a fence's `pre`: its classes and its highlighted tokens as HTML. */
export interface HighlightedCode {
  className: string;
  html: string;
}

let processor: ReturnType<typeof createProcessor> | undefined;
const createProcessor = () => unified().use(rehypeShiki, shikiOptions).use(rehypeCodeClasses).use(rehypeCodeHtml);

/** `code` highlighted as a fence in `language` is in a page. */
export async function highlightCode({ language, code }: CodeToHighlight): Promise<HighlightedCode> {
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: { className: [`language-${language}`] },
        children: [{ type: 'text', value: code }],
      },
    ],
  };
  processor ??= createProcessor();
  const tree = (await processor.run({ type: 'root', children: [pre] })) as Root;
  // Shiki puts its block in the tree as a root of its own, in the place of the `pre`.
  let highlighted: Element | undefined;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'pre') return;
    highlighted = node;
    return EXIT;
  });
  if (!highlighted) throw new Error(`Highlighting ${language} code gave no block: ${JSON.stringify(code)}`);
  return {
    className: [highlighted.properties.class ?? highlighted.properties.className ?? []].flat().join(' '),
    html: String(highlighted.properties.dataHtml ?? ''),
  };
}

const isBlock = (value: unknown): value is CodeToHighlight =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CodeToHighlight).language === 'string' &&
  typeof (value as CodeToHighlight).code === 'string';

/**
 * The module's lists of blocks, each block with its highlighting added. Throws, naming the
 * module and the variant, on anything else: a component would otherwise render nothing.
 */
export async function highlightVariants(
  variants: unknown,
  file: string,
): Promise<Record<string, (CodeToHighlight & HighlightedCode)[]>> {
  if (typeof variants !== 'object' || variants === null) {
    throw new Error(
      `${file}: the default export must be an object of code block lists, e.g. { session: [{ language, code }] }.`,
    );
  }
  const result: Record<string, (CodeToHighlight & HighlightedCode)[]> = {};
  for (const [variant, blocks] of Object.entries(variants)) {
    if (!Array.isArray(blocks) || !blocks.every(isBlock)) {
      throw new Error(`${file}: "${variant}" must be a list of code blocks, each with a string language and code.`);
    }
    result[variant] = await Promise.all(blocks.map(async (block) => ({ ...block, ...(await highlightCode(block)) })));
  }
  return result;
}

/** The `virtual:highlighted/<path>` modules, from `<srcDir>/<path>.ts`. */
export function highlightedCode(srcDir: string): Plugin {
  const loaded = new Map<string, Promise<{ code: string; files: string[] }>>();
  let devServer: ViteDevServer | undefined;
  const load = (path: string) => {
    let entry = loaded.get(path);
    if (!entry) {
      const file = resolve(srcDir, `${path}.ts`);
      entry = bundleModule(file).then(async (bundle) => {
        const module = await importBundled<{ default?: unknown }>(bundle);
        const variants = await highlightVariants(module.default, file);
        devServer?.watcher.add(bundle.files);
        return { code: `export default ${JSON.stringify(variants)};`, files: bundle.files };
      });
      entry.catch(() => loaded.delete(path)); // Try again on the next load, once fixed.
      loaded.set(path, entry);
    }
    return entry;
  };

  return {
    name: 'docs:highlighted-code',
    // One instance for the client and server builds: each module is highlighted once.
    sharedDuringBuild: true,
    resolveId: {
      filter: { id: /^virtual:highlighted\// },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:highlighted\// },
      async handler(id) {
        return (await load(id.slice(PREFIX.length + 1))).code;
      },
    },
    configureServer(server) {
      devServer = server;
    },
    async handleHotUpdate({ file, server, modules }) {
      const stale: string[] = [];
      for (const [path, entry] of loaded) {
        const result = await entry.catch(() => undefined);
        if (!result || result.files.includes(file)) stale.push(path);
      }
      if (stale.length === 0) return;
      for (const path of stale) loaded.delete(path);
      const ids = new Set(stale.map((path) => `\0${PREFIX}${path}`));
      const changed = [...server.moduleGraph.idToModuleMap.values()].filter(
        (module) => module.id && ids.has(module.id),
      );
      for (const module of changed) server.moduleGraph.invalidateModule(module);
      return [...modules, ...changed];
    },
  };
}
