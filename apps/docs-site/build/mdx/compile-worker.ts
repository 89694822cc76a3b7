/**
 * Worker of the MDX compile pool (compile-pool.ts): one compiler per thread,
 * so every file a thread compiles shares its processor and highlight cache.
 */
import { createMdxCompiler } from './compile.ts';

export interface CompileTask {
  source: string;
  path: string;
}

const compile = createMdxCompiler();

export default function compileTask({ source, path }: CompileTask): Promise<string> {
  return compile(source, path);
}
