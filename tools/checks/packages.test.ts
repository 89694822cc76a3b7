import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { missingExportTargets } from '../scripts/check-packages.mjs';
import { packLibrary } from '../scripts/pack-manifest.mjs';
import { LIBRARIES, workspaceRoot } from './workspace';

// Needs the libraries built: tools:test depends on their build targets. Each is packed as
// `npm publish` packs it (its manifest in the published form), from a copy of its folder.
describe.each(LIBRARIES)('npm pack @docs/%s', (library) => {
  const destination = mkdtempSync(join(tmpdir(), 'packages-test-'));
  afterAll(() => rmSync(destination, { recursive: true, force: true }));
  const { report: pack, manifest } = packLibrary(join(workspaceRoot, 'libs', library), destination);
  const files: string[] = pack.files.map((file: { path: string }) => file.path);

  it('ships the ESM build, its types, the README and the licence', () => {
    expect(pack?.name).toBe(`@docs/${library}`);
    expect(pack?.version).toBe('0.1.0');
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts']),
    );
  });

  it('ships no sources, tests or stories', () => {
    expect(files.filter((path) => /^src\/|\.test\.|\.stories\./.test(path))).toEqual([]);
  });

  // A React Server Component (Next.js App Router) may import only client references from a
  // component library that uses hooks; without the directive `useState` is undefined there.
  it.runIf(manifest.peerDependencies?.react !== undefined)(
    "marks the entry as client code: dist/index.js starts with 'use client'",
    () => {
      const entry = readFileSync(join(workspaceRoot, 'libs', library, 'dist', 'index.js'), 'utf8');
      expect(entry.slice(0, 40)).toMatch(/^['"]use client['"];/);
    },
  );

  // An inlined logo costs every consumer all of them (11.7 KB gzip of data URLs before);
  // files are emitted by the consumer's bundler and fetched only where shown.
  it('inlines no SVG as a data URL in its JavaScript', () => {
    const scripts = files.filter((path) => path.endsWith('.js'));
    const inlined = scripts.filter((path) =>
      readFileSync(join(workspaceRoot, 'libs', library, path), 'utf8').includes('data:image/svg'),
    );
    expect(inlined).toEqual([]);
  });

  it('points every export condition at a file in the tarball', () => {
    expect(missingExportTargets(manifest, files)).toEqual([]);
  });
});

describe('@docs/sdk-catalog logos in the built package', () => {
  const dist = join(workspaceRoot, 'libs', 'sdk-catalog', 'dist');

  it('refers to each logo as new URL("./logos/<id>.svg?no-inline", import.meta.url), which bundlers emit as a file', () => {
    const entry = readFileSync(join(dist, 'index.js'), 'utf8');
    const referenced = [...entry.matchAll(/new URL\("\.\/logos\/([\w-]+\.svg)\?no-inline", import\.meta\.url\)/g)].map(
      (match) => match[1],
    );
    expect(referenced.length).toBeGreaterThan(10);
    const destination = mkdtempSync(join(tmpdir(), 'packages-test-'));
    try {
      const files = packLibrary(join(workspaceRoot, 'libs', 'sdk-catalog'), destination).report.files.map(
        (file: { path: string }) => file.path,
      );
      expect(files).toEqual(expect.arrayContaining(referenced.map((name) => `dist/logos/${name}`)));
    } finally {
      rmSync(destination, { recursive: true, force: true });
    }
  });

  it('gives Node, without a bundler, the file URL of each SVG in the package', async () => {
    const { LOGOS, SDK_CATALOG } = (await import(pathToFileURL(join(dist, 'index.js')).href)) as {
      LOGOS: Record<string, string>;
      SDK_CATALOG: { 'selenium-java': { logo: string } };
    };
    const fileOf = (url: string) => fileURLToPath(url);
    expect(fileOf(SDK_CATALOG['selenium-java'].logo)).toBe(join(dist, 'logos', 'java.svg'));
    for (const [id, url] of Object.entries(LOGOS)) {
      expect(fileOf(url)).toBe(join(dist, 'logos', `${id}.svg`));
      expect(readFileSync(fileOf(url), 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
    }
  });
});

/** The bare imports of a built entry and of the package's own chunks it imports, as a bundler follows them. */
function bareImportsOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of code.matchAll(/(?:^|[\s;])(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']/gm)) {
      if (specifier.startsWith('.')) visit(join(file, '..', specifier));
      else bare.add(specifier);
    }
  };
  visit(entry);
  return bare;
}

describe('@docs/content-model entries', () => {
  const dist = join(workspaceRoot, 'libs', 'content-model', 'dist');

  // UI code (docs-chrome's Sidebar) imports the main entry: zod's schemas, built at load,
  // cost a Sidebar-only app about 39 KB before they moved to the schema entry.
  it('keeps zod out of the main entry', () => {
    expect([...bareImportsOf(join(dist, 'index.js'))]).not.toContain('zod');
  });

  it('validates front matter from the schema entry, with the error naming the file and field', async () => {
    expect([...bareImportsOf(join(dist, 'schema.js'))]).toContain('zod');
    const schema = (await import(pathToFileURL(join(dist, 'schema.js')).href)) as {
      parseFrontMatter: (data: unknown, file: string) => unknown;
    };
    const main = (await import(pathToFileURL(join(dist, 'index.js')).href)) as { ContentError: typeof Error };
    expect(schema.parseFrontMatter({ title: 'A page', sdks: ['cypress'] }, 'docs/a.mdx')).toEqual({
      title: 'A page',
      sdks: ['cypress'],
    });
    let error: unknown;
    try {
      schema.parseFrontMatter({ title: 'A page', sdk: ['cypress'] }, 'docs/a.mdx');
    } catch (caught) {
      error = caught;
    }
    // One ContentError class for both entries (a shared chunk), so `instanceof` holds.
    expect(error).toBeInstanceOf(main.ContentError);
    expect(String(error)).toMatch(/docs\/a\.mdx.*sdk/s);
  });
});
