/**
 * A content mistake fails the site build with a message naming the file and the field or id, and
 * loses nothing: the site built before stays in dist/site, whole, and is still served.
 *
 * The cheapest faithful way: a small synthetic site (tools/synthetic/generate-site.mjs, 6 pages)
 * built as the real one is (`vite build`, then prerender.mjs, with DOCS_CONTENT_DIR and
 * DOCS_OUT_DIR); then each kind of mistake is seeded into a copy of its content and built into the
 * same output folder. Front matter is checked where it fails a build, in the prerender step on
 * the new server bundle, so the three front matter mistakes share one bundle (the step reports
 * every bad file at once); a sidebar naming a missing doc fails `vite build` itself. Duplicate
 * routes, unknown code-fence languages and broken links only warn: the good build has one of each.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../server/static-server.mjs';
import { generateSite } from '../synthetic/generate-site.mjs';
import { parseBuildLog } from './build-log.mjs';

const root = resolve(import.meta.dirname, '../..');
const appDir = join(root, 'apps/docs-site');
const viteBin = join(root, 'node_modules/vite/bin/vite.js');
const prerenderScript = join(root, 'tools/scripts/prerender.mjs');
/** This helper's test port (a fixed one, as every server of the workspace's tests uses). */
const PORT = 4433;

interface Run {
  code: number;
  output: string;
}

/** Runs `node args` in the app's folder with the content and output folders given; never throws. */
function run(args: string[], contentDir: string, outDir: string): Promise<Run> {
  const env = { ...process.env, DOCS_CONTENT_DIR: contentDir, DOCS_OUT_DIR: outDir, NODE_ENV: 'production' };
  return new Promise((done) => {
    execFile(process.execPath, args, { cwd: appDir, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, output: `${stdout}${stderr}` });
    });
  });
}

/** `vite build` at its own log level, as `nx run docs-site:build` runs it. */
const viteBuild = (contentDir: string, outDir: string) => run([viteBin, 'build'], contentDir, outDir);
const prerender = (contentDir: string, outDir: string) => run([prerenderScript], contentDir, outDir);

/** Every file of a folder with its size and modification time: equal snapshots mean nothing was touched. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const entries = await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path);
      return [relative(dir, path), `${info.size}:${info.mtimeMs}`] as const;
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Replaces the first match of `pattern` in a file. */
async function edit(file: string, pattern: RegExp, replacement: string) {
  const text = await readFile(file, 'utf8');
  if (!pattern.test(text)) throw new Error(`${file} has no ${pattern}`);
  await writeFile(file, text.replace(pattern, replacement));
}

describe('a site build with content mistakes', () => {
  let dir: string;
  let goodContent: string;
  let outDir: string;
  let siteDir: string;
  let goodBuild: Run;
  let goodPrerender: Run;
  let before: Record<string, string>;

  /** A copy of the good content, in a folder named `content` as DOCS_CONTENT_DIR requires. */
  async function contentCopy(name: string): Promise<string> {
    const copy = join(dir, name, 'content');
    await cp(goodContent, copy, { recursive: true });
    return copy;
  }

  /** The site in dist/site is the one built first, untouched, and is served whole. */
  async function expectPreviousSiteServed() {
    expect(await snapshot(siteDir)).toEqual(before);
    expect((await readdir(outDir)).filter((name) => name.startsWith('.'))).toEqual([]);
    const server = createStaticServer({ root: siteDir });
    await new Promise<void>((listening) => server.listen(PORT, '127.0.0.1', listening));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await fetch(`${origin}/tutorials/getting-started/debug-visual-grid-2`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1 id="debug-visual-grid-2">Debug visual grid 2');
      const scripts = [...html.matchAll(/src="(\/tutorials\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect((await fetch(`${origin}${script}`)).status).toBe(200);
      expect((await fetch(`${origin}/tutorials/search/titles.json`)).status).toBe(200);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  }

  beforeAll(async () => {
    // Inside the workspace, so that the bundles resolve its packages (react, ...).
    await mkdir(join(root, 'node_modules/.cache'), { recursive: true });
    dir = await mkdtemp(join(root, 'node_modules/.cache/build-errors-'));
    goodContent = (await generateSite({ pages: 6, dir: join(dir, 'good') })).contentDir;
    const docs = join(goodContent, 'docs/getting-started');
    // Warnings only: a page beside a folder's index (the same route), a fence in an unknown
    // language and a link to a page that does not exist.
    await writeFile(
      join(docs, 'floating-regions-1.mdx'),
      '---\ntitle: Floating twin\n---\n\n# Floating twin\n\nSee [the missing page](/getting-started/nope).\n\n```jvaa\nclass A {}\n```\n',
    );
    await writeFile(
      join(docs, 'floating-regions-1/index.mdx'),
      '---\ntitle: Floating regions\n---\n\n# Floating regions\n\nAbout floating regions.\n',
    );
    outDir = join(dir, 'dist');
    siteDir = join(outDir, 'site');
    goodBuild = await viteBuild(goodContent, outDir);
    goodPrerender = await prerender(goodContent, outDir);
    before = await snapshot(siteDir);
  }, 240_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('builds the good site, warning about the unknown code-fence language with its file and line', () => {
    expect(goodBuild.code, goodBuild.output).toBe(0);
    expect(goodPrerender.code, goodPrerender.output).toBe(0);
    expect(goodBuild.output).toContain(
      `${relative(root, goodContent)}/docs/getting-started/floating-regions-1.mdx:9:1: Unknown code-fence language "jvaa" (shown as plain text). Valid languages: bash,`,
    );
    expect(Object.keys(before).filter((file) => file.endsWith('.html'))).toHaveLength(
      Number(/^prerender: (\d+) pages/m.exec(goodPrerender.output)?.[1]),
    );
  });

  it('prints a line per bundle and step, with counts and times, and lists every file written in the report', async () => {
    // The terminal: the warning above in full, then a line per bundle and where the report is.
    // The pages: the synthetic site's and the workspace's blog posts (the blog reads those).
    const mdxFiles = async (dir: string) =>
      (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.mdx')).length;
    const pages = (await mdxFiles(join(goodContent, 'docs'))) + (await mdxFiles(join(root, 'content/blog')));
    const buildLines = goodBuild.output.trim().split('\n');
    expect(buildLines.filter((line) => !line.includes('Unknown code-fence language'))).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`^client bundle: \d+ modules \(${pages} MDX pages\) in \d+\.\d s, \d+ files \([\d.]+ [KM]B\)$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          String.raw`^ {2}MDX compile: ${pages} pages, [\d.]+ s on each of \d threads? \(\d+% of the client bundle\)$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(String.raw`^server bundle: \d+ modules \(${pages} MDX pages\) in [\d.]+ m?s, \d+ files`),
      ),
      `build report: ${relative(root, join(outDir, 'build-report.txt'))} (every file written, with its size)`,
    ]);
    const report = await readFile(join(outDir, 'build-report.txt'), 'utf8');
    const written = (await readdir(join(outDir, 'client'), { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    expect(written.length).toBeGreaterThan(20);
    for (const entry of written) {
      const name = relative(join(outDir, 'client'), join(entry.parentPath, entry.name));
      expect(report).toMatch(new RegExp(`^ +[\\d.]+ KB  ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'm'));
    }
    expect(report).toContain('Unknown code-fence language "jvaa"');

    // The prerender step: its warnings, then one line per step, which the benchmark reads back.
    const prerenderLines = goodPrerender.output
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('warning: '));
    expect(prerenderLines.map((line) => line.split(':')[0])).toEqual([
      'content check',
      'prerender',
      'page Markdown',
      'search index',
      'compressed copies',
      'links',
      'site',
    ]);
    // Every step but csp.mjs's, which this test does not run.
    const { cspSeconds, ...steps } = parseBuildLog(`${goodBuild.output}\n${goodPrerender.output}`);
    expect(cspSeconds).toBeUndefined();
    for (const [step, value] of Object.entries(steps)) expect(value, step).toBeDefined();
  });

  it('warns about a duplicate route naming both files and the one served, which is the page shown', async () => {
    expect(goodPrerender.output).toContain(
      'warning: Duplicate route "/getting-started/floating-regions-1": content/docs/getting-started/floating-regions-1.mdx ' +
        'and content/docs/getting-started/floating-regions-1/index.mdx both have this path; ' +
        'content/docs/getting-started/floating-regions-1.mdx is served, content/docs/getting-started/floating-regions-1/index.mdx is not',
    );
    const served = await readFile(join(siteDir, 'getting-started/floating-regions-1/index.html'), 'utf8');
    expect(served).toContain('>Floating twin<');
  });

  it('reports a broken link by the file and line it was written on', async () => {
    expect(goodPrerender.output).toContain(
      'warning: content/docs/getting-started/floating-regions-1.mdx:7: link "/tutorials/getting-started/nope": no page has the path /getting-started/nope',
    );
    const report = JSON.parse(await readFile(join(outDir, 'reports/links.json'), 'utf8'));
    expect(report).toContainEqual(
      expect.objectContaining({
        link: '/tutorials/getting-started/nope',
        file: 'content/docs/getting-started/floating-regions-1.mdx',
        lines: [7],
      }),
    );
  });

  it('fails on an unknown front matter field, a wrong type and an unknown SDK key, naming each file and field, and keeps the site', async () => {
    const content = await contentCopy('front-matter');
    const docs = join(content, 'docs/getting-started');
    await edit(join(docs, 'debug-visual-grid-2.mdx'), /^title: /m, 'colour: red\ntitle: ');
    await edit(join(docs, 'configure-sequences-4.mdx'), /^title: /m, 'draft: sometimes\ntitle: ');
    await edit(join(docs, 'floating-regions-1/tune-api-keys-1.mdx'), /^title: /m, 'sdks: [cypres]\ntitle: ');
    const build = await viteBuild(content, outDir);
    expect(build.code, build.output).toBe(0);
    const { code, output } = await prerender(content, outDir);
    expect(code).toBe(1);
    expect(output).toContain('The content has 3 problem(s)');
    expect(output).toContain(
      'content/docs/getting-started/debug-visual-grid-2.mdx: front matter field "colour" is not a known field; allowed fields: ',
    );
    expect(output).toContain(
      'content/docs/getting-started/configure-sequences-4.mdx: front matter field "draft" is "sometimes"; allowed: true or false',
    );
    expect(output).toContain(
      'content/docs/getting-started/floating-regions-1/tune-api-keys-1.mdx: front matter field "sdks[0]" is "cypres"; allowed: cypress,',
    );
    expect(output).toContain(`${siteDir} was left as it was`);
    await expectPreviousSiteServed();
  }, 120_000);

  it('fails on a sidebar entry naming a missing doc, naming sidebars.ts and the closest ids in a few lines, and keeps the site', async () => {
    const content = await contentCopy('sidebar');
    await writeFile(
      join(content, 'sidebars.ts'),
      "export default ['index', { category: 'Start', items: ['getting-started/debug-visual-grid-22'] }];\n",
    );
    const { code, output } = await viteBuild(content, outDir);
    expect(code).toBe(1);
    expect(output).toContain(
      `${relative(root, join(content, 'sidebars.ts'))}: Unknown doc id "getting-started/debug-visual-grid-22" in sidebar "tutorialSidebar". ` +
        'Available ids, closest first: getting-started/debug-visual-grid-2, ',
    );
    expect(output.length).toBeLessThan(5000);
    await expectPreviousSiteServed();
  }, 120_000);
});
