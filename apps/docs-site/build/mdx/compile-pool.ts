/**
 * A pool of worker threads that compile MDX, so a build uses every core for
 * its most expensive step (parsing, transforming and highlighting the pages).
 *
 * Node cannot load the TypeScript worker (compile-worker.ts), so the pool
 * bundles it into one in-memory ES module first (bundle-module.ts).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { bundleModule } from '../bundle-module.ts';
import type { CompileTask, TemplatePageTask, TimedCompiledMdx, TimedTemplatePage } from './compile-worker.ts';

export interface CompilePool {
  compile(source: string, path: string): Promise<TimedCompiledMdx>;
  /** Renders and processes an SDK page from the templates of `entry` (content/sdk-data/render.tsx). */
  templatePage(entry: string, docId: string): Promise<TimedTemplatePage>;
  close(): Promise<void>;
  /** How many worker threads compile. */
  threads: number;
}

const WORKER = fileURLToPath(new URL('./compile-worker.ts', import.meta.url));

/** Starts `threads` workers (default: one per core); files go to whichever is free. */
export async function createCompilePool(threads = availableParallelism()): Promise<CompilePool> {
  const pool = new Tinypool({
    filename: `data:text/javascript,${encodeURIComponent((await bundleModule(WORKER)).code)}`,
    minThreads: threads,
    maxThreads: threads,
    // Compiling allocates many short-lived trees; with the default young generation a
    // worker spends about a sixth of its time collecting them. A worker keeps little (its
    // processor, grammars and a bounded highlight cache), but left to itself V8 lets the old
    // generation grow to gigabytes before collecting: 10,000 pages needed 1 GB more.
    resourceLimits: { maxYoungGenerationSizeMb: 64, maxOldGenerationSizeMb: 512 },
  });
  return {
    compile: (source, path) => pool.run({ source, path } satisfies CompileTask) as Promise<TimedCompiledMdx>,
    templatePage: (entry, docId) =>
      pool.run({ entry, docId } satisfies TemplatePageTask, { name: 'templatePageTask' }) as Promise<TimedTemplatePage>,
    close: () => pool.destroy(),
    threads,
  };
}
