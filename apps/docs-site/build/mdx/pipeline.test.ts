// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { SPEC_LANGUAGES } from './highlight';
import { mdxPipeline } from './pipeline';

const compileMdx = async (source: string) =>
  String(await compile({ value: source, path: '/work/content/docs/test.mdx' }, mdxPipeline()));

const SAMPLES: Record<(typeof SPEC_LANGUAGES)[number], string> = {
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

describe('MDX pipeline', () => {
  it.each(SPEC_LANGUAGES)('highlights %s with light and dark colours', async (lang) => {
    const output = await compileMdx(`---\ntitle: T\n---\n\n\`\`\`${lang}\n${SAMPLES[lang]}\n\`\`\`\n`);
    const colours = new Set(output.match(/\bcolor: "#[0-9A-Fa-f]{3,6}"/g));
    expect(colours.size, `${lang} should be tokenised into several colours`).toBeGreaterThan(1);
    expect(output).toContain('"--shiki-dark": "#');
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
});
