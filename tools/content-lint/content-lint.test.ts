import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteRoutes, sourceFileOf } from './content-lint.mjs';

const script = join(import.meta.dirname, 'content-lint.mjs');
const folders: string[] = [];

/** A built site with the given pages (route -> article HTML), each a prerendered page. */
function site(pages: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'content-lint-'));
  folders.push(folder);
  for (const [route, article] of Object.entries(pages)) {
    mkdirSync(join(folder, route), { recursive: true });
    writeFileSync(
      join(folder, route, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Page | Eyes Tutorials</title><meta name="description" content="A page." /></head>
<body><div id="root"><main><article class="doc">${article}</article></main></div></body></html>`,
    );
  }
  return folder;
}

const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('content-lint', () => {
  it('prints each finding as page, Markdown line, rule, message and source file, and exits with 1', () => {
    const folder = site({
      '': '<h1 id="home">Home</h1><p>Welcome.</p>',
      'sdks/image-tester/quickstart':
        '<h1 id="q">Quickstart: Image Tester</h1><p>Check images.</p><h2 id="c">Configure the run</h2><h2 id="r">Run it</h2><p>Run it.</p>',
    });
    const result = run('--site', folder);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      'sdks/image-tester/quickstart (line 10): empty-section: "Configure the run" has no content: write it, or remove the heading [content/sdk-data/render.tsx]\n',
    );
    expect(result.stdout).toContain('content-lint: 1 finding on 1 of 2 pages');
  });

  it('exits with 0 on a site without findings', () => {
    const result = run('--site', site({ '': '<h1 id="home">Home</h1><p>Welcome.</p>' }));
    expect(result.stdout).toContain('content-lint: 0 findings on 0 of 1 pages');
    expect(result.status).toBe(0);
  });

  it("prints a page's Markdown with its line numbers", () => {
    const folder = site({ '': '<h1 id="home">Home</h1>', 'concepts/a': '<h1 id="a">A</h1><p>Text.</p>' });
    expect(run('--site', folder, '--markdown', '/tutorials/concepts/a').stdout).toBe(
      '1  ---\n2  title: Page\n3  description: A page.\n4  ---\n5  \n6  # A\n7  \n8  Text.\n',
    );
  });

  it('names what to do when there is no built site', () => {
    const result = run('--site', join(tmpdir(), 'no-such-site'));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/no built site in .*no-such-site \(index\.html is missing\): build it first/);
  });

  it('finds every page of a site and the source of a route', () => {
    expect(siteRoutes(site({ '': 'x', 'a/b': 'y', blog: 'z' }))).toEqual(['', 'a/b', 'blog']);
    expect(sourceFileOf('')).toBe('content/docs/index.mdx');
    expect(sourceFileOf('integrations')).toBe('content/docs/integrations/index.mdx');
    expect(sourceFileOf('sdks/robot/quickstart')).toBe('content/sdk-data/render.tsx');
    expect(sourceFileOf('blog/taming-flaky-baselines-in-ci')).toMatch(
      /^content\/blog\/\d{4}-\d\d-\d\d-taming-flaky-baselines-in-ci\.mdx$/,
    );
    expect(sourceFileOf('blog/tags/ci-cd')).toBeUndefined();
  });
});
