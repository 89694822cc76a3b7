// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCodeColours } from './code-colours';
import { REQUIRED_LANGUAGES } from './highlight';
import { mdxPipeline } from './pipeline';

const compileMdx = async (source: string) =>
  String(await compile({ value: source, path: '/work/content/docs/test.mdx' }, mdxPipeline()));

const SAMPLES: Record<(typeof REQUIRED_LANGUAGES)[number], string> = {
  bash: 'npm install --save-dev "$PKG" # install',
  csharp: 'public class Test { private readonly int count = 1; }',
  gherkin: 'Feature: Login\n  Scenario: Valid user\n    Given a user',
  java: 'public class Test { private final int count = 1; }',
  objectivec: '@interface Test : NSObject\n@property (nonatomic) int count;\n@end',
  php: '<?php $eyes = new Eyes(); echo "hi";',
  robotframework: '*** Test Cases ***\nCheck Page\n    Open Browser    ${URL}    chrome',
  ruby: 'def check(name)\n  puts "hi #{name}"\nend',
  python: 'def check(name: str) -> None:\n    print(f"hi {name}")',
  swift: 'let eyes = Eyes()\nfunc check() -> Bool { return true }',
  typescript: 'const eyes: Eyes = new Eyes();\nexport function check(): void {}',
  'visual-basic': 'Dim eyes As New Eyes()\nPublic Sub Check()\nEnd Sub',
};

/** The HTML of the first highlighted block of a compiled page (rehype-code-html.ts). */
const blockHtml = (output: string) =>
  JSON.parse(/"data-html": ("(?:[^"\\]|\\.)*")/.exec(output)?.[1] ?? '""') as string;

describe('MDX pipeline', () => {
  it.each(REQUIRED_LANGUAGES)('highlights %s with colours for light and dark mode', async (lang) => {
    const output = await compileMdx(`---\ntitle: T\n---\n\n\`\`\`${lang}\n${SAMPLES[lang]}\n\`\`\`\n`);
    const html = blockHtml(output);
    const classes = new Set(html.match(/\bc\d+\b/g));
    expect(classes.size, `${lang} should be tokenised into several colours`).toBeGreaterThan(1);
    expect(html).not.toContain('style=');
    const { css } = await loadCodeColours();
    for (const name of classes) {
      expect(css).toMatch(new RegExp(`^\\.shiki \\.${name}\\{color:#[0-9a-f]{6}\\}$`, 'm'));
      expect(css).toMatch(new RegExp(`^\\[data-theme='dark'\\] \\.shiki \\.${name}\\{color:#[0-9a-f]{6}\\}$`, 'm'));
    }
  });

  it('hands a block its tokens as one escaped HTML string, the text unchanged', async () => {
    const output = await compileMdx('---\ntitle: T\n---\n\n```html\n<b class="x">a & b</b>\n```\n');
    const html = blockHtml(output);
    expect(html).toMatch(/^<code class="language-html">/);
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x3C;/g, '<')
      .replace(/&#x26;/g, '&')
      .replace(/&amp;/g, '&');
    expect(text).toBe('<b class="x">a & b</b>');
    expect(output).not.toContain('_components.span');
  });

  it('gives a titled block its title and marks its highlighted lines, the code unchanged', async () => {
    const output = await compileMdx(
      '---\ntitle: T\n---\n\n```js title="cypress.config.js" {2,4-5}\nconst a = 1;\n// two\nc;\nd;\ne;\n```\n',
    );
    expect(output).toContain('"data-title": "cypress.config.js"');
    expect(output).toContain('"data-highlighted-lines": "2,4-5"');
    const html = blockHtml(output);
    const marked = [...html.matchAll(/<mark class="line highlighted">(.*?)<\/mark>/g)].map((match) =>
      match[1]?.replace(/<[^>]+>/g, ''),
    );
    expect(marked).toEqual(['// two', 'd;', 'e;']);
    expect(html.replace(/<[^>]+>/g, '')).toBe('const a = 1;\n// two\nc;\nd;\ne;');
  });

  it('leaves a block without meta as it was: no title, no marks', async () => {
    const output = await compileMdx('---\ntitle: T\n---\n\n```js\nconst a = 1;\n```\n');
    expect(output).not.toContain('data-title');
    expect(output).not.toContain('data-highlighted-lines');
    expect(blockHtml(output)).not.toContain('<mark');
  });

  it('fails the page, naming the fence and its lines, when a highlighted line is past the block', async () => {
    await expect(compileMdx('---\ntitle: T\n---\n\n```js {4}\nconst a = 1;\n```\n')).rejects.toThrow(
      'Code fence "{4}": line 4 is not in the block, which has lines 1 to 1.',
    );
  });

  it('gives headings ids and anchor links, and exports them for the table of contents', async () => {
    const output = await compileMdx('---\ntitle: T\n---\n\n# Page\n\n## Set up the runner\n\n### In CI\n');
    expect(output).toMatch(/export const headings = \[/);
    expect(output).toContain('"set-up-the-runner"');
    expect(output).toContain('Link to the section “Set up the runner”');
  });

  it('turns :::tip[Title] into an Admonition', async () => {
    const output = await compileMdx('---\ntitle: T\n---\n\n:::tip[Use batches]\nGroup tests.\n:::\n');
    expect(output).toMatch(/_components\.Admonition|Admonition/);
    expect(output).toContain('"Use batches"');
    expect(output).toContain('type: "tip"');
  });

  it('keeps colons in prose as text (times, labels), not directives', async () => {
    const output = await compileMdx(
      '---\ntitle: T\n---\n\nThe header shows "Last updated 09:42" and note:done.\n\n::leaf\n',
    );
    // The text may be split into adjacent strings; what matters is that nothing else appears.
    expect(output).toContain('Last updated 09", ":42"');
    expect(output).toContain('note", ":done"');
    expect(output).toContain('"::leaf"');
    expect(output).not.toContain('_components.div');
  });

  it('rejects an unknown admonition, listing the allowed ones', async () => {
    await expect(compileMdx('---\ntitle: T\n---\n\n:::caution\nText\n:::\n')).rejects.toThrow(
      /unknown admonition ":::caution"; allowed: :::note, :::tip, :::warning, :::danger/,
    );
  });

  it('exports the reading time in whole minutes, at least one', async () => {
    const words = Array.from({ length: 460 }, (_, i) => `word${i}`).join(' ');
    expect(await compileMdx(`---\ntitle: T\n---\n\n# T\n\nShort.\n`)).toContain('export const readingTime = 1;');
    expect(await compileMdx(`---\ntitle: T\n---\n\n# T\n\n${words}\n`)).toContain('export const readingTime = 3;');
  });

  it('exports the front matter and renders GFM tables', async () => {
    const output = await compileMdx('---\ntitle: Tables\n---\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(output).toMatch(/export const frontmatter = \{\s*"title": "Tables"/);
    expect(output).toContain('_components.table');
  });

  it('puts each table in a focusable region named after its section, which scrolls instead of the page', async () => {
    const table = '| a | b |\n| - | - |\n| 1 | 2 |\n';
    const output = await compileMdx(`---\ntitle: T\n---\n\n${table}\n## Parameters\n\n${table}\n${table}`);
    const regions = [
      ...output.matchAll(
        /_components\.section, \{\s*className: "table-scroll",\s*tabIndex: "0",\s*"aria-label": "([^"]+)"/g,
      ),
    ];
    expect(regions.map((match) => match[1])).toEqual(['Table', 'Parameters table', 'Parameters table 2']);
  });

  it("lets a table's long inline code break inside names (a <wbr>, no text), and no other code", async () => {
    const output = await compileMdx(
      '---\ntitle: T\n---\n\n`eyesConfig.fully`\n\n| a | b |\n| - | - |\n| `eyesConfig.ignoreDisplacements` | `a/b_c/d/e/f/g/h/i/j/k` |\n| `GRAPHICAL_OBJECT` | `a/b_c` |\n\n| a | b | c |\n| - | - | - |\n| `x_y` | 1 | 2 |\n',
    );
    expect(output).toContain('"eyesConfig.fully"');
    const wbr = /_jsx\(_components\.wbr, \{\}\)/.source;
    expect(output).toMatch(new RegExp(`"eyes", ${wbr}, "Config\\.", ${wbr}, "ignore", ${wbr}, "Displacements"`));
    expect(output).toMatch(new RegExp(`"a/", ${wbr}, "b_", ${wbr}, "c/"`));
    // In a two-column table short names stay whole: broken, they wrapped beside spare room.
    expect(output).toContain('"GRAPHICAL_OBJECT"');
    expect(output).toContain('"a/b_c"');
    // A wider table needs every break.
    expect(output).toMatch(new RegExp(`"x_", ${wbr}, "y"`));
  });
});

describe('MDX pipeline: images', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-images-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const compilePage = async (body: string) =>
    String(await compile({ value: `---\ntitle: T\n---\n\n${body}\n`, path: join(dir, 'page.mdx') }, mdxPipeline()));

  /** The smallest PNG header image-size reads: signature, then an IHDR chunk with the size. */
  function png(width: number, height: number): Buffer {
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'ascii');
    header.writeUInt32BE(width, 16);
    header.writeUInt32BE(height, 20);
    return header;
  }

  it('sets width and height from the file, and imports it as a bundled asset', async () => {
    writeFileSync(join(dir, 'flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 260"></svg>');
    writeFileSync(join(dir, 'shot.png'), png(1280, 800));
    const output = await compilePage('![Flow](./flow.svg)\n\n![Shot](shot.png)');
    expect(output).toMatch(/import (\w+) from "\.\/flow\.svg"/);
    expect(output).toMatch(/alt: "Flow",\s*width: "720",\s*height: "260"/);
    expect(output).toMatch(/alt: "Shot",\s*width: "1280",\s*height: "800"/);
    expect(output).toContain('"maxWidth": "100%"');
  });

  it('leaves remote images alone', async () => {
    const output = await compilePage('![Logo](https://example.com/logo.png)');
    expect(output).toContain('src: "https://example.com/logo.png"');
    expect(output).not.toContain('width');
  });

  it('fails for a missing image, naming the page, line and path', async () => {
    await expect(compilePage('Text.\n\n![Gone](./missing.png)')).rejects.toThrow(
      /page\.mdx:7: cannot read the size of image "\.\/missing\.png"/,
    );
  });

  it('asks for a relative path instead of one from the site root', async () => {
    await expect(compilePage('![Root](/img/a.png)')).rejects.toThrow(
      /image "\/img\/a\.png" must be a path relative to the page, such as \.\/img\/a\.png/,
    );
  });
});
