// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSidebarLabels } from './sidebar-labels';

describe('readSidebarLabels', () => {
  it('labels each doc id with its sidebar_label, else its title', () => {
    const dir = mkdtempSync(join(tmpdir(), 'labels-'));
    mkdirSync(join(dir, 'getting-started'));
    writeFileSync(join(dir, 'getting-started/retrieve-api-key.mdx'), '---\ntitle: Retrieve your API key\n---\n\n# X\n');
    writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Running your first test\nsidebar_label: First test\n---\n');
    expect(readSidebarLabels(dir)).toEqual({
      'getting-started/retrieve-api-key': 'Retrieve your API key',
      index: 'First test',
    });
  });
});
