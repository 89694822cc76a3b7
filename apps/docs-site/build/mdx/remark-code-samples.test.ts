// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mdxPipeline } from './pipeline';
import { readSample, samplesDirOf } from './remark-code-samples';

let content: string;
const page = () => join(content, 'docs', 'page.mdx');
const compileMdx = async (source: string) => String(await compile({ value: source, path: page() }, mdxPipeline()));

beforeAll(() => {
  content = join(mkdtempSync(join(tmpdir(), 'samples-')), 'content');
  const sample = (id: string, files: Record<string, string>) => {
    mkdirSync(join(content, 'samples', id), { recursive: true });
    for (const [name, code] of Object.entries(files)) writeFileSync(join(content, 'samples', id, name), code);
  };
  mkdirSync(join(content, 'docs'), { recursive: true });
  sample('checks/one', {
    'selenium.py': 'eyes.check(Target.window())\n',
    'cypress.js': 'cy.eyesCheckWindow();\n\n',
    'selenium.java': 'eyes.check(Target.window());\n',
  });
  sample('checks/shared', { 'appium-web+selenium.java': 'eyes.check(Target.window());\n' });
  sample('checks/misnamed', { 'selenium.txt': 'x' });
  sample('checks/empty', {});
});
afterAll(() => rmSync(join(content, '..'), { recursive: true, force: true }));

describe('code samples named by pages', () => {
  it('finds the samples beside the pages', () => {
    expect(samplesDirOf('/site/content/docs/a/b.mdx')).toBe('/site/content/samples');
  });

  it('reads a sample: families in name order, languages in a fixed order, trailing blank lines dropped', () => {
    expect(readSample(join(content, 'samples'), 'checks/one')).toEqual([
      { family: 'cypress', language: 'javascript', code: 'cy.eyesCheckWindow();' },
      { family: 'selenium', language: 'java', code: 'eyes.check(Target.window());' },
      { family: 'selenium', language: 'python', code: 'eyes.check(Target.window())' },
    ]);
  });

  it('reads a file named for several families as each one’s', () => {
    expect(readSample(join(content, 'samples'), 'checks/shared')).toEqual([
      { family: 'appium-web', language: 'java', code: 'eyes.check(Target.window());' },
      { family: 'selenium', language: 'java', code: 'eyes.check(Target.window());' },
    ]);
  });

  it('puts every file of the sample in the page as a highlighted block, tagged with its family and language', async () => {
    const output = await compileMdx('# T\n\n<CodeSample id="checks/one" />\n');
    expect(output).toContain('import {CodeSample} from "/src/mdx/CodeSample/index.ts"');
    for (const [family, language] of [
      ['cypress', 'javascript'],
      ['selenium', 'java'],
      ['selenium', 'python'],
    ]) {
      expect(output).toMatch(new RegExp(`family: "${family}",\\s*language: "${language}"`));
    }
    expect(output).toMatch(/"data-html": "<code class=\\"language-javascript\\">.*eyesCheckWindow/);
    expect(output).toMatch(/"data-html": "<code class=\\"language-python\\">.*eyes\.check/);
  });

  it('fails the page, naming its line and what is valid, for an unknown id or a misnamed file', async () => {
    await expect(compileMdx('# T\n\n<CodeSample id="checks/nope" />\n')).rejects.toMatchObject({
      line: 3,
      message: expect.stringMatching(/^Unknown code sample "checks\/nope": no folder .*checks\/nope/),
    });
    await expect(compileMdx('# T\n\n<CodeSample id="checks/misnamed" />\n')).rejects.toThrow(
      /selenium\.txt: a sample file is named <family>\.<extension> \(or <family>\+<family>\.\.\. for code several families share\), with an extension of java, kt, py/,
    );
    await expect(compileMdx('# T\n\n<CodeSample id="checks/empty" />\n')).rejects.toThrow(/has no files/);
    await expect(compileMdx('# T\n\n<CodeSample />\n')).rejects.toThrow(/needs an id/);
  });
});
