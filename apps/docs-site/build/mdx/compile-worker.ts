/**
 * Worker of the MDX compile pool (compile-pool.ts): one compiler per thread,
 * so every file a thread compiles shares its processor and highlight cache.
 */
import { createMdxCompiler, type CompiledMdx } from './compile.ts';

export interface CompileTask {
  source: string;
  path: string;
}

const compile = createMdxCompiler();

export default function compileTask({ source, path }: CompileTask): Promise<CompiledMdx> {
  return compile(source, path);
}
