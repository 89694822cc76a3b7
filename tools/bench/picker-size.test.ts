import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from '../checks/workspace';
import { appSource, buildConsumerCase, CONSUMER_CASES, formatConsumerSizeTable } from './picker-size.mjs';

// Builds small Vite apps from the built packages: tools:test depends on the libraries' builds.
const outRoot = join(workspaceRoot, 'dist', 'bench', `consumer-test-${process.pid}`);
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

describe('what an app that renders one component emits', () => {
  // A lazy component created at a module's top level is kept, with the chunk it imports, by an
  // app that never renders it unless the call is marked pure: an SdkKeyList-only app emitted the
  // 12.5 KB gzip Floating UI chunk of the popover, a Sidebar-only app the language menu's.
  it.each(['SdkKeyList', 'Sidebar', 'SdkPicker'] as const)(
    'an app rendering only %s emits one script, no lazy chunk of another component',
    async (name) => {
      const size = await buildConsumerCase(name, CONSUMER_CASES[name], { outRoot });
      expect(size.chunks.map((chunk) => chunk.isEntry)).toEqual([true]);
    },
  );

  it('an app rendering the popover emits its lazy chunk, loaded on first use', async () => {
    const size = await buildConsumerCase(
      'popover',
      {
        imports: ["import { SdkPickerPopover } from '@docs/sdk-picker';"],
        element: "h(SdkPickerPopover, { value: 'cypress', onSelect: () => {} })",
      },
      { outRoot },
    );
    expect(size.chunks.filter((chunk) => !chunk.isEntry)).toHaveLength(1);
  });
});

describe('consumer size report', () => {
  it('writes the entry of an app rendering one element inside main', () => {
    expect(appSource({ imports: ["import { X } from 'x';"], element: 'h(X)' })).toContain(
      "import { X } from 'x';\ncreateRoot(document.getElementById('root')).render(h(StrictMode, null, h('main', null, h(X))));",
    );
  });

  it('reports each component over the bare app against its budgets', () => {
    const chunk = { fileName: 'a.js', isEntry: true, gzipBytes: 1 };
    const base = { jsBytes: 0, jsGzipBytes: 0, cssBytes: 0, cssGzipBytes: 0, chunks: [chunk], assets: [] };
    const table = formatConsumerSizeTable({
      bare: { ...base, jsGzipBytes: 60 * 1024, overBare: { jsGzipBytes: 0, cssGzipBytes: 0 } },
      SdkPicker: {
        ...base,
        overBare: { jsGzipBytes: 11 * 1024, cssGzipBytes: 1024 },
        budgets: { jsGzipBytes: 10 * 1024, cssGzipBytes: 2560 },
        ok: false,
        assets: ['assets/java-1.svg'],
      },
      SdkKeyList: { ...base, overBare: { jsGzipBytes: 3 * 1024, cssGzipBytes: 0 }, budgets: {}, ok: true },
    });
    expect(table).toContain('| SdkPicker | 11.00 KB | 1.00 KB | 1 | 1 | JS <= 10.00 KB, CSS <= 2.50 KB | OVER |');
    expect(table).toContain('| SdkKeyList | 3.00 KB | 0.00 KB | 1 | 0 | - | - |');
    expect(table).toContain('Bare React app: 60.00 KB gzip JS in 1 chunk(s).');
  });
});
