/**
 * The production MDX compiler of a build worker: one processor for every file
 * (making one per file re-combines every syntax extension) and so one
 * highlight cache. No source maps: the build emits none.
 */
import { createProcessor } from '@mdx-js/mdx';
import { mdxPipeline } from './pipeline.ts';
import { sourceLinksOf, type SourceLink } from './rehype-collect-links.ts';

/** A compiled page: its module's code, its links with their lines, and the warnings about it. */
export interface CompiledMdx {
  code: string;
  links: SourceLink[];
  /** `line:column: message` of each warning (the caller names the file). */
  warnings: string[];
}

export type MdxCompiler = (source: string, path: string) => Promise<CompiledMdx>;

export function createMdxCompiler(): MdxCompiler {
  const processor = createProcessor({ ...mdxPipeline(), format: 'mdx' });
  return async (source, path) => {
    const file = await processor.process({ value: source, path });
    return {
      code: String(file.value),
      links: sourceLinksOf(file),
      warnings: file.messages.map((message) => `${message.line ?? 1}:${message.column ?? 1}: ${message.reason}`),
    };
  };
}
