/**
 * Worker of the build's page pool (compile-pool.ts): one MDX compiler per thread,
 * so every file a thread compiles shares its processor and highlight cache, and the
 * SDK pages rendered from templates (templatePageTask), so they too are made on every core.
 * Each result carries the time its compile took on the thread (a thread runs one
 * task at a time), which the build adds up for its MDX compile share.
 */
import type { Element, Root } from 'hast';
import { processTemplatePage, type ProcessedPage } from '../sdk-pages/page-module.ts';
import { loadSdkPageRenderer, renderWith, type SdkPageEntry, type SdkPageRenderer } from '../sdk-pages/source.ts';
import { createMdxCompiler, type CompiledMdx } from './compile.ts';
import { CloningCache } from './shiki-cache.ts';

export interface CompileTask {
  source: string;
  path: string;
}

/** A compiled page and the milliseconds its compile took on the worker. */
export type TimedCompiledMdx = CompiledMdx & { ms: number };

const compile = createMdxCompiler();

export default async function compileTask({ source, path }: CompileTask): Promise<TimedCompiledMdx> {
  const started = performance.now();
  const result = await compile(source, path);
  return { ...result, ms: performance.now() - started };
}

/** A task of the SDK page templates: the render module (content/sdk-data/render.tsx) and a page. */
export interface TemplatePageTask {
  entry: string;
  docId: string;
}

/** An SDK page processed as an MDX page is (build/sdk-pages/page-module.ts), and the milliseconds it took. */
export type TimedTemplatePage = ProcessedPage & { frontmatter: SdkPageEntry['frontmatter']; ms: number };

// Per thread: the render module, bundled once, and one highlight cache for every page it processes.
let renderer: Promise<SdkPageRenderer> | undefined;
const highlightCache = new CloningCache<Root>();
const finishedBlocks = new Map<string, Element>();

/** Renders one SDK page from the data and takes it through the pages' rehype steps, on this thread. */
export async function templatePageTask({ entry, docId }: TemplatePageTask): Promise<TimedTemplatePage> {
  const started = performance.now();
  renderer ??= loadSdkPageRenderer(entry).then((loaded) => loaded.renderer);
  const page = renderWith(await renderer, docId);
  const processed = await processTemplatePage(page.tree, highlightCache, finishedBlocks);
  return { ...processed, frontmatter: page.frontmatter, ms: performance.now() - started };
}
