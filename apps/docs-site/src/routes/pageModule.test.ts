import { describe, expect, it } from 'vitest';
import type { MdxPageModule } from '../content/pages';
import { checkedPageModule } from './pageModule';

describe('checkedPageModule', () => {
  const frontmatter = { title: 'Overview' };

  it('passes a page module with its component', () => {
    const module: MdxPageModule = { default: () => null, frontmatter, headings: [] };
    expect(checkedPageModule(module, 'content/docs/getting-started/overview.mdx')).toBe(module);
  });

  it('raises an error naming the file when the default export is missing', () => {
    const module = { frontmatter, headings: [] } as unknown as MdxPageModule;
    expect(() => checkedPageModule(module, 'content/docs/getting-started/overview.mdx')).toThrow(
      'The page module content/docs/getting-started/overview.mdx has no default export',
    );
  });
});
