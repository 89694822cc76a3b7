import { ContentError, parseFrontMatter } from '@docs/content-model';
import type { PageSource } from './pages';

/**
 * Loads every page and checks its front matter against the content model.
 * Returns one message per problem (each naming the file, the field and what
 * is allowed) so a build reports every bad file at once, not just the first.
 */
export async function validatePages(sources: readonly PageSource[]): Promise<string[]> {
  const problems: string[] = [];
  for (const source of sources) {
    const page = await source.load();
    try {
      parseFrontMatter(page.frontmatter ?? {}, source.file);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  return problems;
}
