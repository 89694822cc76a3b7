// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSidebar } from './content-sidebar';
import { readSidebarLabels, sidebarLabels } from './sidebar-labels';

const workspace = resolve(import.meta.dirname, '../../..');

describe('sidebarLabels with a sidebar naming a doc that does not exist', () => {
  it('fails naming the sidebar file, the id and the closest ids, in a few lines without the bundle', async () => {
    const content = join(mkdtempSync(join(tmpdir(), 'sidebar-')), 'content');
    mkdirSync(join(content, 'docs/guides'), { recursive: true });
    for (const page of ['index', 'guides/set-up', 'guides/run-tests', 'guides/baselines']) {
      writeFileSync(join(content, `docs/${page}.mdx`), `---\ntitle: ${page}\n---\n\n# ${page}\n`);
    }
    writeFileSync(join(content, 'sidebars.ts'), "export default ['index', 'guides/setup', 'guides/run-tests'];\n");
    const plugin = sidebarLabels(join(content, 'docs'), [contentSidebar(content, join(workspace, 'content'))]);
    const load = (plugin.load as { handler: (id: string) => Promise<string> }).handler;
    const error = await load.call({}, '\0virtual:sidebar-sections').catch((thrown: unknown) => thrown as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `${relative(workspace, join(content, 'sidebars.ts'))}: Unknown doc id "guides/setup" in sidebar "tutorialSidebar". ` +
        'Available ids, closest first: guides/set-up, index, guides/baselines, guides/run-tests',
    );
    // Every frame of a stack through the in-memory bundle carried the bundle's whole source.
    expect((error as Error).stack?.length).toBeLessThan(1000);
  }, 60_000);
});

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

  it('reads labels as YAML does: quoted, with a colon, folded over lines, beside other fields', () => {
    const dir = mkdtempSync(join(tmpdir(), 'labels-'));
    const pages: Record<string, string> = {
      quoted: 'title: "Eyes: the basics"\ndescription: Plain text # not a comment of the title',
      single: "sdks:\n  - cypress\ntitle: 'It''s a test'",
      block: 'title: >-\n  Folded over\n  two lines\nsidebar_label: |\n  Literal',
      continued: 'title: A plain title\n  continued on the next line',
      none: 'description: No title here',
      boolean: 'title: true',
      commented: 'title: Checkpoints # the basics',
      spaced: 'title: C# basics   \nsidebar_label: "C#"',
      escaped: 'title: "Say \\"cheese\\""\nsidebar_label: \'Runners: C#\' # short',
    };
    for (const [name, header] of Object.entries(pages))
      writeFileSync(join(dir, `${name}.mdx`), `---\n${header}\n---\n`);
    expect(readSidebarLabels(dir)).toEqual({
      quoted: 'Eyes: the basics',
      single: "It's a test",
      block: 'Literal\n',
      continued: 'A plain title continued on the next line',
      commented: 'Checkpoints',
      spaced: 'C#',
      escaped: 'Runners: C#',
    });
  });
});
