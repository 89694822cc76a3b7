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
});
