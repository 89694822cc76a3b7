/**
 * The production MDX compiler of a build worker: one processor for every file
 * (making one per file re-combines every syntax extension) and so one
 * highlight cache. No source maps: the build emits none.
 */
import { createProcessor } from '@mdx-js/mdx';
import { mdxPipeline } from './pipeline.ts';

export type MdxCompiler = (source: string, path: string) => Promise<string>;

export function createMdxCompiler(): MdxCompiler {
  const processor = createProcessor({ ...mdxPipeline(), format: 'mdx' });
  return async (source, path) => String((await processor.process({ value: source, path })).value);
}
