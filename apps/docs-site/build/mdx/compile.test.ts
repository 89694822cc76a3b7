// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMdxCompiler } from './compile';
import { validCodeLanguages } from './highlight';

const compile = createMdxCompiler();
const PATH = '/work/content/docs/guide.mdx';

describe('createMdxCompiler', () => {
  it('warns about a code fence in an unknown language, with its line and the valid languages', async () => {
    const page = '---\ntitle: Guide\n---\n\n# Guide\n\n```jvaa\nclass A {}\n```\n\n```java\nclass B {}\n```\n';
    const { warnings } = await compile(page, PATH);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^7:1: Unknown code-fence language "jvaa" \(shown as plain text\)\. Valid languages: /);
    expect(warnings[0]).toContain(' java, ');
    expect(warnings[0]).toContain(' typescript, ');
  });

  it('takes every language the highlighter loads, under its aliases too, without a warning', async () => {
    const fences = [
      'bash',
      'sh',
      'shell',
      'ts',
      'typescript',
      'yml',
      'text',
      'csharp',
      'robotframework',
      'visual-basic',
    ];
    const page = `# Guide\n\n${fences.map((lang) => `\`\`\`${lang}\nx\n\`\`\``).join('\n\n')}\n`;
    expect((await compile(page, PATH)).warnings).toEqual([]);
    expect(validCodeLanguages()).toEqual(expect.arrayContaining(fences));
  });

  it('records each link of the MDX with its line, leaving out the headings’ own anchor links', async () => {
    const page = [
      '# Guide',
      '',
      '## Set up',
      '',
      'See [the overview](/getting-started/overview#install) first.',
      '',
      '<a href="../concepts/baselines">Baselines</a>',
      '',
      'Back to [set up](#set-up).',
    ].join('\n');
    expect((await compile(page, PATH)).links).toEqual([
      { href: '/getting-started/overview#install', line: 5 },
      { href: '../concepts/baselines', line: 7 },
      { href: '#set-up', line: 9 },
    ]);
  });
});
