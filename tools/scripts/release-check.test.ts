import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  packFindings,
  parseReleaseDryRun,
  publishTargetFindings,
  releaseFindings,
  runReleaseDryRun,
} from './release-check.mjs';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const versionOf = (lib: string) =>
  JSON.parse(readFileSync(join(workspaceRoot, 'libs', lib, 'package.json'), 'utf8')).version as string;

describe('release dry run with a version plan', () => {
  it('gives the planned library and the libraries that depend on it a new version, a CHANGELOG.md entry and a tag', () => {
    const plan = { project: 'sdk-catalog', bump: 'minor', message: 'Adds a test SDK to the catalogue.' };
    const { output, graph } = runReleaseDryRun({ plan });
    const result = parseReleaseDryRun(output);
    const current = Object.fromEntries(
      ['sdk-catalog', 'content-model', 'sdk-picker', 'docs-chrome'].map((lib) => [lib, versionOf(lib)]),
    );

    expect(releaseFindings(result, plan, current)).toEqual([]);
    expect(result.versions['sdk-catalog']).not.toBe(current['sdk-catalog']);
    // sdk-picker depends on the catalogue, so Nx releases it too.
    expect(result.versions['sdk-picker']).toBeDefined();
    const entry = result.changelogs.find((changelog) => changelog.project === 'sdk-catalog');
    expect(entry).toMatchObject({ file: 'libs/sdk-catalog/CHANGELOG.md', version: result.versions['sdk-catalog'] });
    expect(entry?.text).toContain('Adds a test SDK to the catalogue.');
    expect(result.tags).toContain(`sdk-catalog@${result.versions['sdk-catalog']}`);
    expect(result.tags).toContain(`sdk-picker@${result.versions['sdk-picker']}`);
    // Publishing builds first, so a tarball never holds a stale or missing dist/.
    expect(publishTargetFindings(graph, Object.keys(current))).toEqual([]);
  }, 120_000);
});

describe('releaseFindings', () => {
  const plan = { project: 'sdk-catalog', bump: 'minor', message: 'Adds a test SDK.' };

  it('names the versioned projects that would get no changelog entry or tag', () => {
    // A run of `nx release --dry-run --verbose` with changelogs and tags turned off.
    const output = [
      'sdk-catalog ✍️  New version 0.1.1 written to manifest: libs/sdk-catalog/package.json',
      '',
      ' NX   Tagging commit with git',
      '',
    ].join('\n');
    expect(releaseFindings(parseReleaseDryRun(output), plan, { 'sdk-catalog': '0.1.0' })).toEqual([
      'sdk-catalog@0.1.1: no CHANGELOG.md entry would be written',
      'sdk-catalog@0.1.1: no git tag sdk-catalog@0.1.1 would be created',
    ]);
  });

  it('says so when the plan versions nothing', () => {
    expect(releaseFindings(parseReleaseDryRun(' NX   Nothing to release\n'), plan, { 'sdk-catalog': '0.1.0' })).toEqual(
      ['sdk-catalog: the version plan (minor) gave it no new version'],
    );
  });
});

describe('publishTargetFindings', () => {
  it('names a library whose publish target does not build first', () => {
    const graph = {
      nodes: {
        'sdk-picker': {
          data: {
            targets: {
              'nx-release-publish': { executor: '@nx/js:release-publish', dependsOn: ['^nx-release-publish'] },
            },
          },
        },
        'sdk-catalog': {
          data: { targets: { 'nx-release-publish': { executor: '@nx/js:release-publish', dependsOn: ['build'] } } },
        },
      },
    };
    expect(publishTargetFindings(graph, ['sdk-picker', 'sdk-catalog'])).toEqual([
      'sdk-picker: nx-release-publish does not depend on build, so a publish packs a stale or missing dist/',
    ]);
  });
});

describe('packFindings', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function library(files: string[], withDist: boolean) {
    dir = mkdtempSync(join(tmpdir(), 'release-check-test-'));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: '@docs/example', version: '0.1.0', files, nx: { name: 'example' } }),
    );
    writeFileSync(join(dir, 'README.md'), '# example\n');
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'index.ts'), 'export const a = 1;\n');
    if (withDist) {
      mkdirSync(join(dir, 'dist'));
      writeFileSync(join(dir, 'dist', 'index.js'), 'export const a = 1;\n');
    }
    return dir;
  }

  it('lists the dist/ files npm would pack from a built library', () => {
    const { name, files, findings } = packFindings(library(['dist', 'README.md'], true), tmpdir());
    expect(name).toBe('@docs/example');
    expect(findings).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['dist/index.js', 'package.json', 'README.md']));
  });

  it('fails naming the package and the build command when dist/ is missing', () => {
    const { name, findings } = packFindings(library(['dist', 'README.md'], false), tmpdir());
    expect(name).toBe('@docs/example');
    expect(findings).toEqual([`${basename(dir)}/dist is missing or empty: build first (npx nx run example:build)`]);
  });

  it('names a packed file that is not built output', () => {
    const { findings } = packFindings(library(['dist', 'src', 'README.md'], true), tmpdir());
    expect(findings).toEqual([
      'npm would pack src/index.ts, which is neither built output (dist/) nor package.json, README, LICENSE or CHANGELOG',
    ]);
  });
});
