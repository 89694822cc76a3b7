/**
 * Metadata of every post (front matter and reading time), for the blog's
 * lists, tags, archive and feed. Only blog pages import this module, so
 * it never weighs on the rest of the site.
 */
import { tagSlug } from '@docs/content-model';
import { postSlug, type BlogPostModule } from './posts';
import { byCodeUnit } from '../content/byCodeUnit';

export interface BlogPostSummary {
  slug: string;
  title: string;
  description: string;
  date: string;
  year: string;
  tags: { label: string; slug: string }[];
  authors: string[];
  readingTime: number;
}

// `?meta`: the posts' front matter and reading time only, not their content (build/mdx/page-meta.ts).
const frontmatters = import.meta.glob<BlogPostModule['frontmatter']>('../../../../content/blog/*.mdx', {
  eager: true,
  import: 'frontmatter',
  query: '?meta',
});
const readingTimes = import.meta.glob<number>('../../../../content/blog/*.mdx', {
  eager: true,
  import: 'readingTime',
  query: '?meta',
});

/** Every post, newest first. */
export const blogPosts: BlogPostSummary[] = Object.entries(frontmatters)
  .map(([key, fm]) => ({
    slug: postSlug(key),
    title: fm.title,
    description: fm.description,
    date: String(fm.date),
    year: String(fm.date).slice(0, 4),
    tags: (fm.tags ?? []).map((label) => ({ label, slug: tagSlug(label) })),
    authors: fm.authors,
    readingTime: readingTimes[key] ?? 1,
  }))
  .sort((a, b) => byCodeUnit(b.date, a.date) || byCodeUnit(a.title.toLowerCase(), b.title.toLowerCase()));

/** Posts grouped by year, newest year first (the blog sidebar). */
export function postsByYear(posts: readonly BlogPostSummary[] = blogPosts): [string, BlogPostSummary[]][] {
  const years = new Map<string, BlogPostSummary[]>();
  for (const post of posts) years.set(post.year, [...(years.get(post.year) ?? []), post]);
  return [...years.entries()];
}

/** Every tag with its posts, alphabetically. */
export function postsByTag(posts: readonly BlogPostSummary[] = blogPosts) {
  const tags = new Map<string, { label: string; slug: string; posts: BlogPostSummary[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const entry = tags.get(tag.slug) ?? { ...tag, posts: [] };
      entry.posts.push(post);
      tags.set(tag.slug, entry);
    }
  }
  return [...tags.values()].sort((a, b) => byCodeUnit(a.label.toLowerCase(), b.label.toLowerCase()));
}

const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** `14 March 2026`-style date, the same on server and client (UTC, fixed locale). */
export function formatPostDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}
