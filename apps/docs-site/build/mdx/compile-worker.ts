/**
 * Worker of the MDX compile pool (compile-pool.ts): one compiler per thread,
 * so every file a thread compiles shares its processor and highlight cache.
 * Each result carries the time its compile took on the thread (a thread runs one
 * task at a time), which the build adds up for its MDX compile share.
 */
import { createMdxCompiler, type CompiledMdx } from './compile.ts';

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
