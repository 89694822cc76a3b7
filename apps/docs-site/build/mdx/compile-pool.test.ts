// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompilePool, type CompilePool } from './compile-pool';
import { mdxPipeline } from './pipeline';

const PAGE = '---\ntitle: Pool\n---\n\n# Pool\n\n## Install\n\n```bash\nnpm install --save-dev eyes\n```\n';

describe('MDX compile pool', () => {
  let pool: CompilePool;
  beforeAll(async () => {
    pool = await createCompilePool(2);
  }, 60_000);
  afterAll(() => pool.close());

  it('compiles on worker threads exactly as the pipeline does in-process', async () => {
    const path = '/work/content/docs/pool.mdx';
    const [first, second] = await Promise.all([pool.compile(PAGE, path), pool.compile(PAGE, path)]);
    const expected = String(await compile({ value: PAGE, path }, mdxPipeline()));
    expect(first.code).toBe(expected);
    expect(second.code).toBe(expected);
  }, 60_000);

  it('fails with the compiler’s message for a bad page', async () => {
    await expect(pool.compile(':::caution\nText\n:::\n', '/work/content/docs/bad.mdx')).rejects.toThrow(
      /unknown admonition ":::caution"/,
    );
  }, 60_000);
});
