// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageGroupOf, pagesByGroup } from './page-manifest';

describe('pageGroupOf', () => {
  it.each([
    ['sdks/cypress/reference/eyes', 'sdks/cypress'],
    ['sdks/cypress/quickstart', 'sdks/cypress'],
    ['concepts/best-practices/ocr', 'concepts'],
    ['integrations/index', 'integrations'],
    ['index', ''],
  ])('%s is in group %j', (docId, group) => {
    expect(pageGroupOf(docId)).toBe(group);
  });
});

describe('pagesByGroup', () => {
  it('lists every .mdx page once, by group, sorted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
    for (const folder of ['sdks/cypress/reference', 'concepts']) mkdirSync(join(dir, folder), { recursive: true });
    for (const file of [
      'index.mdx',
      'concepts/ocr.mdx',
      'sdks/cypress/quickstart.mdx',
      'sdks/cypress/reference/eyes.mdx',
      'notes.txt',
    ]) {
      writeFileSync(join(dir, file), '---\ntitle: X\n---\n');
    }
    expect(Object.fromEntries(pagesByGroup(dir))).toEqual({
      '': ['index'],
      concepts: ['concepts/ocr'],
      'sdks/cypress': ['sdks/cypress/quickstart', 'sdks/cypress/reference/eyes'],
    });
  });

  it('adds the pages rendered from templates to their groups, and refuses an MDX file with the id of one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
    mkdirSync(join(dir, 'sdks/cypress'), { recursive: true });
    writeFileSync(join(dir, 'index.mdx'), '---\ntitle: X\n---\n');
    writeFileSync(join(dir, 'sdks/cypress/notes.mdx'), '---\ntitle: X\n---\n');
    expect(Object.fromEntries(pagesByGroup(dir, ['sdks/cypress/quickstart', 'sdks/robot/index']))).toEqual({
      '': ['index'],
      'sdks/cypress': ['sdks/cypress/notes', 'sdks/cypress/quickstart'],
      'sdks/robot': ['sdks/robot/index'],
    });
    expect(() => pagesByGroup(dir, ['sdks/cypress/notes'])).toThrow(
      'content/docs/sdks/cypress/notes.mdx is also an SDK page rendered from content/sdk-data',
    );
  });
});
