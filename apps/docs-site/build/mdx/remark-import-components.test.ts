// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_COMPONENTS } from './page-components';
import { remarkImportComponents } from './remark-import-components';
import { mdxPipeline } from './pipeline';

const MODULES = { Tabs: '/src/Tabs.ts', Note: 'some-package' };

const importsOf = async (source: string) => {
  const code = String(await compile(source, { remarkPlugins: [[remarkImportComponents, MODULES]] }));
  return [...code.matchAll(/^import \{(.+)\} from ["'](.+)["'];$/gm)]
    .map(([, names, from]) => `${names?.trim()} <- ${from}`)
    .filter((line) => !line.endsWith('react/jsx-runtime'));
};

describe('remarkImportComponents', () => {
  it('imports each component a page uses, once, and nothing else', async () => {
    expect(await importsOf('<Tabs>\n<Note />\n</Tabs>\n\nText with <Note /> and <Other />.')).toEqual([
      'Note <- some-package',
      'Tabs <- /src/Tabs.ts',
    ]);
    expect(await importsOf('# Just Markdown')).toEqual([]);
  });

  it("leaves a page's own import or export of the name alone", async () => {
    expect(await importsOf("import { Tabs } from './mine';\n\n<Tabs />")).toEqual(['Tabs <- ./mine']);
    expect(await importsOf('export const Note = () => null;\n\n<Note />')).toEqual([]);
  });

  it('imports the components that admonitions become', async () => {
    const code = String(await compile(':::tip\nUse batches.\n:::', mdxPipeline()));
    expect(code).toMatch(/^import \{Admonition\} from "\/src\/mdx\/Admonition\/index\.ts";$/m);
  });
});

describe('PAGE_COMPONENTS', () => {
  const appDir = resolve(import.meta.dirname, '../..');
  it.each(Object.entries(PAGE_COMPONENTS))('%s is exported by %s', async (name, from) => {
    const module = (await import(
      /* @vite-ignore */ from.startsWith('/') ? resolve(appDir, `.${from}`) : from
    )) as Record<string, unknown>;
    expect(typeof module[name]).toBe('function');
  });
});
