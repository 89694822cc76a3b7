// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageMeta } from './page-meta';
import { mdxPipeline } from './pipeline';

const blogDir = join(import.meta.dirname, '../../../../content/blog');
const [post = ''] = readdirSync(blogDir).filter((file) => file.endsWith('.mdx'));

describe('readPageMeta', () => {
  it('gives a post the front matter and reading time its page module exports', async () => {
    const path = join(blogDir, post);
    const source = readFileSync(path, 'utf8');
    const page = String(await compile({ value: source, path }, mdxPipeline()));
    const meta = await readPageMeta(source, path);
    expect(page).toContain(`export const readingTime = ${meta.readingTime};`);
    expect(meta.readingTime).toBeGreaterThan(1);
    expect(meta.frontmatter).toMatchObject({ title: expect.any(String), date: expect.any(String) });
    expect(page).toContain(JSON.stringify(meta.frontmatter.title));
  }, 60_000); // A first highlighter start, slow on a busy machine

  it('counts reading time on the text as the page shows it (admonitions and code included, front matter not)', async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const source = `---\ntitle: ${words(400)}\n---\n\n${words(300)}\n\n:::tip[Tip]\n${words(300)}\n:::\n`;
    const { readingTime, frontmatter } = await readPageMeta(source, '/x/post.mdx');
    expect(readingTime).toBe(3); // 600 words at reading-time's 200 a minute; the title's 400 do not count
    expect(String(frontmatter.title).split(' ')).toHaveLength(400);
  }, 60_000);
});
