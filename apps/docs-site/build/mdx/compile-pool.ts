/**
 * A pool of worker threads that compile MDX, so a build uses every core for
 * its most expensive step (parsing, transforming and highlighting the pages).
 *
 * Node cannot load the TypeScript worker (compile-worker.ts), so the pool
 * bundles it with rolldown into one in-memory ES module first; the packages
 * it imports stay imports, as absolute file URLs.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import Tinypool from 'tinypool';
import type { CompileTask } from './compile-worker.ts';

export interface CompilePool {
  compile(source: string, path: string): Promise<string>;
  close(): Promise<void>;
}

/** compile-worker.ts as the source of one ES module whose imports are absolute `file:` URLs. */
async function bundleWorker(): Promise<string> {
  const bundle = await rolldown({
    input: fileURLToPath(new URL('./compile-worker.ts', import.meta.url)),
    platform: 'node',
    logLevel: 'silent',
    plugins: [
      {
        name: 'absolute-package-imports',
        async resolveId(source, importer, options) {
          if (/^(?:\.|\/|node:)/.test(source)) return null;
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          return resolved && { id: pathToFileURL(resolved.id).href, external: 'absolute' };
        },
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    if (output.length !== 1) throw new Error(`The MDX worker bundled into ${output.length} files; expected one.`);
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** Starts `threads` workers (default: one per core); files go to whichever is free. */
export async function createCompilePool(threads = availableParallelism()): Promise<CompilePool> {
  const pool = new Tinypool({
    filename: `data:text/javascript,${encodeURIComponent(await bundleWorker())}`,
    minThreads: threads,
    maxThreads: threads,
    // Compiling allocates many short-lived trees; with the default young generation a
    // worker spends about a sixth of its time collecting them.
    resourceLimits: { maxYoungGenerationSizeMb: 64 },
  });
  return {
    compile: (source, path) => pool.run({ source, path } satisfies CompileTask) as Promise<string>,
    close: () => pool.destroy(),
  };
}
