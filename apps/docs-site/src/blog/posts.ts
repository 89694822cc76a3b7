import type { MdxPageModule } from '../content/pages';

/** A blog post module: a page plus its post front matter and reading time. */
export interface BlogPostModule extends Omit<MdxPageModule, 'frontmatter'> {
  frontmatter: { title: string; description: string; date: string; tags?: string[]; authors: string[] };
  readingTime: number;
}

/** One post: its slug (`/blog/<slug>`), source file and lazy loader. */
export interface BlogPostSource {
  slug: string;
  file: string;
  load: () => Promise<BlogPostModule>;
}

// Posts are files `content/blog/YYYY-MM-DD-<slug>.mdx`; each is its own chunk.
const modules = import.meta.glob<BlogPostModule>('../../../../content/blog/*.mdx');

/** The slug of a post file: its name without the date prefix and extension. */
export function postSlug(file: string): string {
  const name = file.replace(/^.*\//, '').replace(/\.mdx$/, '');
  return name.replace(/^\d{4}-\d{2}-\d{2}-/, '');
}

export const blogPostSources: BlogPostSource[] = Object.entries(modules).map(([key, load]) => ({
  slug: postSlug(key),
  file: `content/blog/${key.replace(/^.*\//, '')}`,
  load,
}));
