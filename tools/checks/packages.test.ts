import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('points every export condition at a file in the tarball', () => {
    expect(missingExportTargets(manifest, files)).toEqual([]);
  });
});
