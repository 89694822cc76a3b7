import { describe, expect, it } from 'vitest';
import { tocEntries } from './index';

describe('tocEntries', () => {
  it('keeps levels 2 and 3 and nests level 3 under the level 2 before it', () => {
    const toc = tocEntries([
      { depth: 1, text: 'Title', id: 'title' },
      { depth: 3, text: 'Before any section', id: 'before' },
      { depth: 2, text: 'Install', id: 'install' },
      { depth: 3, text: 'npm', id: 'npm' },
      { depth: 4, text: 'Too deep', id: 'deep' },
      { depth: 3, text: 'yarn', id: 'yarn' },
      { depth: 2, text: 'Run', id: 'run' },
      { depth: 5, text: 'Deeper', id: 'deeper' },
    ]);
    expect(toc).toEqual([
      { depth: 3, text: 'Before any section', id: 'before', children: [] },
      {
        depth: 2,
        text: 'Install',
        id: 'install',
        children: [
          { depth: 3, text: 'npm', id: 'npm', children: [] },
          { depth: 3, text: 'yarn', id: 'yarn', children: [] },
        ],
      },
      { depth: 2, text: 'Run', id: 'run', children: [] },
    ]);
  });

  it('is empty for a page without sections', () => {
    expect(tocEntries([{ depth: 1, text: 'Title', id: 'title' }])).toEqual([]);
  });
});
