// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileListLines, reportText } from './build-report';

describe('fileListLines', () => {
  it('lists every file largest first, sizes and names in aligned columns', () => {
    expect(
      fileListLines([
        { fileName: 'assets/terminal-BUxl6mAM.svg', bytes: 270, description: 'asset' },
        { fileName: 'assets/index-BZul-EzT.js', bytes: 473_754, description: 'entry, 215 modules' },
        {
          fileName: 'assets/match-levels-etvfYJXo.js',
          bytes: 129_454,
          description: 'page content/docs/x.mdx, 1 module',
        },
      ]),
    ).toEqual([
      '  462.7 KB  assets/index-BZul-EzT.js         entry, 215 modules',
      '  126.4 KB  assets/match-levels-etvfYJXo.js  page content/docs/x.mdx, 1 module',
      '    0.3 KB  assets/terminal-BUxl6mAM.svg     asset',
    ]);
  });
});

describe('reportText', () => {
  it('has the printed lines first, then per bundle its warnings and errors, bundler notes, files and Vite’s log', () => {
    const text = reportText(
      [
        {
          summary: [
            'client bundle: 2 modules in 1.0 s, 1 file (1 KB)',
            '  MDX compile: 1 page, 0.5 s on each of 2 threads (50% of the client bundle)',
          ],
          dir: 'apps/docs-site/dist/client',
          files: ['    1.0 KB  assets/index.js  entry, 2 modules'],
          warnings: ['content/docs/a.mdx:9:1: Unknown code-fence language "jvaa"'],
          bundlerNotes: [],
          viteLog: ['vite v8.3.8 building client environment for production...'],
        },
        {
          summary: ['server bundle: 1 module in 0.2 s, 1 file (1 KB)'],
          dir: 'apps/docs-site/dist/server',
          files: ['    1.0 KB  entry-server.js  entry, 1 module'],
          warnings: [],
          bundlerNotes: ['[PLUGIN_TIMINGS] JavaScript callbacks ran for 0.1s of this 0.2s build (50%).'],
          viteLog: [],
        },
      ],
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(text).toBe(
      [
        'vite build, 2026-01-02T03:04:05.000Z',
        '',
        'client bundle: 2 modules in 1.0 s, 1 file (1 KB)',
        '  MDX compile: 1 page, 0.5 s on each of 2 threads (50% of the client bundle)',
        'server bundle: 1 module in 0.2 s, 1 file (1 KB)',
        '',
        '== client bundle: warnings and errors (printed in the terminal too)',
        'content/docs/a.mdx:9:1: Unknown code-fence language "jvaa"',
        '',
        '== client bundle: 1 file in apps/docs-site/dist/client, largest first',
        '    1.0 KB  assets/index.js  entry, 2 modules',
        '',
        "== client bundle: Vite's log",
        'vite v8.3.8 building client environment for production...',
        '',
        '== server bundle: bundler notes',
        '[PLUGIN_TIMINGS] JavaScript callbacks ran for 0.1s of this 0.2s build (50%).',
        '',
        '== server bundle: 1 file in apps/docs-site/dist/server, largest first',
        '    1.0 KB  entry-server.js  entry, 1 module',
        '',
      ].join('\n'),
    );
  });
});
