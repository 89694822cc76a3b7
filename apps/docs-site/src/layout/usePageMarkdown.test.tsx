import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMarkdown } from './usePageMarkdown';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('usePageMarkdown', () => {
  it("names the page's .md file and makes the page's Markdown from the article on screen", async () => {
    document.body.innerHTML =
      '<nav>Sidebar</nav><article class="doc"><h1>Match levels</h1><p>How strictly Eyes compares.</p></article>';
    const { result } = renderHook(() =>
      usePageMarkdown('/concepts/best-practices/match-levels', 'selenium-java', {
        title: 'Match levels',
        description: 'How strictly Eyes compares.',
      }),
    );
    expect(result.current.markdownHref).toBe('/tutorials/concepts/best-practices/match-levels.md');
    const markdown = await result.current.getMarkdown();
    expect(markdown).toMatch(
      /^---\ntitle: Match levels\ndescription: How strictly Eyes compares.\n---\n\n# Match levels\n/,
    );
    expect(markdown).not.toContain('Sidebar');
  });

  it('gives nothing to copy on a page without an article', async () => {
    document.body.innerHTML = '<main><h1>Not found</h1></main>';
    const { result } = renderHook(() => usePageMarkdown('/missing', 'cypress', undefined));
    await expect(result.current.getMarkdown()).resolves.toBeUndefined();
  });
});
