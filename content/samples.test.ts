import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { API_FAMILY_IDS, isApiFamily } from '@docs/sdk-catalog';
import { describe, expect, it } from 'vitest';

// The code samples pages name (`<CodeSample id="..." />`), one folder each under samples/, with one
// file per API family and language: `<family>.<extension>` (apps/docs-site/build/mdx/remark-code-samples.ts).
const SAMPLES = join(import.meta.dirname, 'samples');
const DOCS = join(import.meta.dirname, 'docs');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// Every file below samples/ but its README, which says how to write one.
const sampleFiles = files(SAMPLES)
  .map((path) => relative(SAMPLES, path).split('\\').join('/'))
  .filter((path) => path !== 'README.md');
const sampleIds = new Set(sampleFiles.map((path) => path.slice(0, path.lastIndexOf('/'))));
const named = files(DOCS)
  .filter((path) => path.endsWith('.mdx'))
  .flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/<CodeSample id="([^"]*)"/g)].map((match) => ({
      page: relative(import.meta.dirname, path),
      id: match[1] as string,
    })),
  );

describe('code samples', () => {
  it('name each file after an API family of the catalogue', () => {
    // `<family>.<ext>`, or `<family>+<family>.<ext>` for code several families share.
    const families = (path: string) => (path.slice(path.lastIndexOf('/') + 1).split('.')[0] ?? '').split('+');
    const wrong = sampleFiles.filter((path) => !families(path).every(isApiFamily));
    expect(wrong, `valid families: ${API_FAMILY_IDS.join(', ')}`).toEqual([]);
  });

  it('are each named by a page, and each name is a sample', () => {
    const used = new Set(named.map(({ id }) => id));
    expect(
      [...sampleIds].filter((id) => !used.has(id)),
      'samples no page names',
    ).toEqual([]);
    expect(
      named.filter(({ id }) => !sampleIds.has(id)).map(({ page, id }) => `${page}: ${id}`),
      'pages naming a missing sample',
    ).toEqual([]);
  });

  it('give each family of a sample one file per language', () => {
    const slots = sampleFiles.flatMap((path) => {
      const name = path.slice(path.lastIndexOf('/') + 1);
      const [families = '', extension] = name.split('.');
      return families.split('+').map((family) => `${path.slice(0, path.lastIndexOf('/'))}/${family}.${extension}`);
    });
    expect(slots.filter((slot, index) => slots.indexOf(slot) !== index)).toEqual([]);
  });

  it('keep one folder level of files: a sample holds no other sample', () => {
    for (const id of sampleIds) {
      for (const other of sampleIds) expect(other.startsWith(`${id}/`), `${other} inside ${id}`).toBe(false);
    }
  });
});
