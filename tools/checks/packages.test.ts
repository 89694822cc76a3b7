import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARIES, runInWorkspace, workspaceRoot } from './workspace';

interface PackResult {
  name: string;
  version: string;
  files: { path: string }[];
}

// Needs the libraries built: tools:test depends on their build targets.
describe.each(LIBRARIES)('npm pack @docs/%s', (library) => {
  const [pack] = JSON.parse(
    runInWorkspace('npm', ['pack', '--dry-run', '--json', '--workspace', `@docs/${library}`]),
  ) as PackResult[];
  const files = pack?.files.map((file) => file.path) ?? [];
  const manifest = JSON.parse(readFileSync(join(workspaceRoot, 'libs', library, 'package.json'), 'utf8'));

  it('ships the ESM build, its types and the README', () => {
    expect(pack?.name).toBe(`@docs/${library}`);
    expect(pack?.version).toBe('0.1.0');
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']));
  });

  it('ships no sources, tests or stories', () => {
    expect(files.filter((path) => /^src\/|\.test\.|\.stories\./.test(path))).toEqual([]);
  });

  it('points every export at a file in the tarball', () => {
    const targets: string[] = [];
    for (const entry of Object.values(manifest.exports as Record<string, string | Record<string, string>>)) {
      if (typeof entry === 'string') targets.push(entry);
      else
        targets.push(
          ...Object.entries(entry)
            .filter(([condition]) => condition !== '@docs/source')
            .map(([, t]) => t),
        );
    }
    for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ''));
  });
});
