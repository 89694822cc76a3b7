// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { highlightCode, highlightVariants } from './highlighted-code';
import { mdxPipeline } from './mdx/pipeline';

/** The class and HTML the MDX pipeline gives the first fence of a page (rehype-code-html.ts). */
async function fenceInPage(language: string, code: string) {
  const output = String(
    await compile(
      { value: `---\ntitle: T\n---\n\n\`\`\`${language}\n${code}\n\`\`\`\n`, path: '/work/content/docs/t.mdx' },
      mdxPipeline(),
    ),
  );
  return {
    className: /className: "([^"]*shiki[^"]*)"/.exec(output)?.[1],
    html: JSON.parse(/"data-html": ("(?:[^"\\]|\\.)*")/.exec(output)?.[1] ?? '""') as string,
  };
}

describe('highlightCode', () => {
  it('highlights a block exactly as a fence of the same code is in a page', async () => {
    for (const [language, code] of [
      ['bash', 'export EYES_API_KEY="<your API key>"'],
      ['powershell', '$env:EYES_API_KEY = "<your API key>"'],
    ] as const) {
      const highlighted = await highlightCode({ language, code });
      expect(highlighted).toEqual(await fenceInPage(language, code));
      expect(highlighted.className).toMatch(/\bshiki\b/);
      expect(highlighted.html).toContain(`<code class="language-${language}">`);
      // Colours as the stylesheet's classes, not inline styles.
      expect(highlighted.html).toMatch(/<span class="c\d+">/);
      expect(highlighted.html).not.toContain('style=');
    }
  });
});

describe('highlightVariants', () => {
  it('adds the highlighting to every block of every variant, keeping its other fields', async () => {
    const result = await highlightVariants({ one: [{ language: 'bash', code: 'ls', label: 'Shell' }] }, 'x.ts');
    expect(result.one?.[0]).toMatchObject({ language: 'bash', code: 'ls', label: 'Shell' });
    expect(result.one?.[0]?.html).toContain('ls');
  });

  it('names the module and the variant that is not a list of blocks', async () => {
    await expect(highlightVariants({ one: [{ language: 'bash' }] }, 'src/x.ts')).rejects.toThrow(
      'src/x.ts: "one" must be a list of code blocks, each with a string language and code.',
    );
    await expect(highlightVariants(undefined, 'src/x.ts')).rejects.toThrow(
      'src/x.ts: the default export must be an object of code block lists',
    );
  });
});
