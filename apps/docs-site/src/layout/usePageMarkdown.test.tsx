import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readsTheSameForEverySdk, usePageMarkdown } from './usePageMarkdown';

function mountArticle(html: string): Element {
  document.body.innerHTML = `<article class="doc">${html}</article>`;
  const article = document.querySelector('article.doc');
  if (!article) throw new Error('no article');
  return article;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('readsTheSameForEverySdk', () => {
  it('is true for an article without SDK-specific blocks or language-picked code tabs', () => {
    expect(readsTheSameForEverySdk(mountArticle('<h1>Baselines</h1><p>What a baseline is.</p>'))).toBe(true);
  });

  it('is false when a block is shown to some SDKs only, or a code tab is picked by language', () => {
    expect(readsTheSameForEverySdk(mountArticle('<div data-sdks="cypress">Only Cypress</div>'))).toBe(false);
    expect(readsTheSameForEverySdk(mountArticle('<div role="tabpanel" data-sdk-languages="python"></div>'))).toBe(
      false,
    );
  });
});

describe('usePageMarkdown', () => {
  it('copies the .md file the build wrote when the page reads the same for every SDK', async () => {
    mountArticle('<h1>Baselines</h1><p>What a baseline is.</p>');
    const fetchMock = vi.fn(async () => new Response('---\ntitle: Baselines\n---\n\n# Baselines\n'));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() =>
      usePageMarkdown('/concepts/baselines', 'cypress', { title: 'Baselines', description: 'About baselines' }),
    );
    expect(result.current.markdownHref).toBe('/tutorials/concepts/baselines.md');
    await expect(result.current.getMarkdown()).resolves.toContain('# Baselines');
    expect(fetchMock).toHaveBeenCalledWith('/tutorials/concepts/baselines.md');
  });

  it("makes the reader's Markdown from the article when it has SDK-specific parts, without fetching", async () => {
    mountArticle(
      '<h1>Match levels</h1><div data-sdks="selenium-python"><p>Only for Python readers.</p></div>' +
        '<div data-sdks="cypress"><p>Only for Cypress readers.</p></div>',
    );
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() =>
      usePageMarkdown('/concepts/match-levels', 'selenium-python', { title: 'Match levels' }),
    );
    const markdown = await result.current.getMarkdown();
    expect(markdown).toContain('Only for Python readers.');
    expect(markdown).not.toContain('Only for Cypress readers.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the article when the .md file cannot be fetched', async () => {
    mountArticle('<h1>Baselines</h1><p>What a baseline is.</p>');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    const { result } = renderHook(() => usePageMarkdown('/concepts/baselines', 'cypress', { title: 'Baselines' }));
    await expect(result.current.getMarkdown()).resolves.toContain('What a baseline is.');
  });
});
