import { ContentError } from '@docs/content-model';
import { parseBlogPostFrontMatter, parseFrontMatter } from '@docs/content-model/schema';
import type { BlogPostSource } from '../blog/posts';
import type { PageSource } from './pages';

/**
 * Loads every page and checks its front matter against the content model.
 * Returns one message per problem (each naming the file, the field and what
 * is allowed) so a build reports every bad file at once, not just the first.
 */
export async function validatePages(
  sources: readonly PageSource[],
  posts: readonly BlogPostSource[] = [],
): Promise<string[]> {
  const problems: string[] = [];
  const check = (validate: () => unknown) => {
    try {
      validate();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  };
  for (const source of sources) {
    const page = await source.load();
    check(() => parseFrontMatter(page.frontmatter ?? {}, source.file));
  }
  for (const post of posts) {
    const page = await post.load();
    check(() => parseBlogPostFrontMatter(page.frontmatter ?? {}, post.file));
  }
  return problems;
}
