import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHeadings } from './dev-server.mjs';

describe('contentHeadings', () => {
  it("finds a page's title and its last section, past front matter and code fences", () => {
    const source = [
      '---',
      'title: Front matter title',
      '---',
      '',
      '# Running your first test',
      '',
      '## What you need',
      '',
      '```bash',
      '## not a heading: a shell comment',
      '```',
      '',
      '### A subsection',
      '',
      '## Choose your SDK',
      '',
      '<LandingSdkPicker />',
    ].join('\n');
    expect(contentHeadings(source)).toEqual({ title: 'Running your first test', lastSection: 'Choose your SDK' });
  });

  it('waits for the title alone on a page without sections, and fails on a page without a title', () => {
    expect(contentHeadings('# Only a title\n\nText.\n')).toEqual({ title: 'Only a title', lastSection: undefined });
    expect(() => contentHeadings('Text only.\n')).toThrow('the page has no "# " title to wait for');
  });

  it("reads the landing page's own title and last section", () => {
    const landing = readFileSync(join(import.meta.dirname, '../../content/docs/index.mdx'), 'utf8');
    expect(contentHeadings(landing).title).toMatch(/\S/);
    expect(contentHeadings(landing).lastSection).toMatch(/\S/);
  });
});
