import { describe, expect, it } from 'vitest';
import type { MdxPageModule, PageSource } from './pages';
import type { BlogPostModule, BlogPostSource } from '../blog/posts';
import { validatePages } from './validatePages';

const source = (file: string, frontmatter: unknown): PageSource => ({
  path: `/${file}`,
  docId: file,
  file,
  module: file,
  load: async () => ({ frontmatter, default: () => null, headings: [] }) as unknown as MdxPageModule,
});

const post = (file: string, frontmatter: unknown): BlogPostSource => ({
  slug: file,
  file,
  load: async () => ({ frontmatter, default: () => null, headings: [], readingTime: 1 }) as unknown as BlogPostModule,
});

describe('validatePages', () => {
  it('checks blog posts against the post schema', async () => {
    const problems = await validatePages(
      [],
      [
        post('content/blog/good.mdx', { title: 'T', description: 'D', date: '2026-01-02', authors: ['Ana'] }),
        post('content/blog/bad.mdx', { title: 'T', description: 'D', date: 'January', authors: ['Ana'] }),
      ],
    );
    expect(problems).toEqual([
      'content/blog/bad.mdx: front matter field "date" is "January"; allowed: a date written YYYY-MM-DD',
    ]);
  });

  it('accepts valid front matter', async () => {
    expect(await validatePages([source('content/docs/a.mdx', { title: 'A', sdks: ['cypress'] })])).toEqual([]);
  });

  it('reports every bad file, naming the file and the field', async () => {
    const problems = await validatePages([
      source('content/docs/no-title.mdx', {}),
      source('content/docs/good.mdx', { title: 'Good' }),
      source('content/docs/bad-sdk.mdx', { title: 'Bad', sdks: ['cypres'] }),
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('content/docs/no-title.mdx');
    expect(problems[0]).toContain('title');
    expect(problems[1]).toContain('content/docs/bad-sdk.mdx');
    expect(problems[1]).toMatch(/sdks\[0\].*cypres/);
    expect(problems[1]).toContain('cypress');
  });
});
