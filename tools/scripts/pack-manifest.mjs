#!/usr/bin/env node
/**
 * The package.json a library is published with. In the workspace each library's
 * `exports` carry a `@docs/source` condition pointing at `src/`, so TypeScript
 * (`customConditions`) and Vite (`resolve.conditions`) read the sources and no
 * test waits for a build. `src/` is not in the tarball, so the published
 * manifest drops that condition: a consumer that happened to set it would
 * resolve to a file that does not exist. npm applies no `publishConfig.exports`,
 * hence the rewrite at pack time:
 *
 *   "prepack": "node ../../tools/scripts/pack-manifest.mjs prepack"
 *   "postpack": "node ../../tools/scripts/pack-manifest.mjs postpack"
 *
 * prepack keeps the workspace manifest byte for byte in `package.json.workspace`
 * (not in `files`, so never packed) and writes the published one; postpack puts
 * the workspace one back. A backup left by an interrupted pack stops the next
 * prepack with the command that restores it.
 *
 * The workspace's own checks pack with `packLibrary`, from a copy, so that a
 * check never rewrites a package.json another task (a site build, a second
 * check) is reading at the same moment.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SOURCE_CONDITION = '@docs/source';
const BACKUP = 'package.json.workspace';

/** An `exports` value without the source condition, at any depth. */
function withoutSourceCondition(value) {
  if (Array.isArray(value)) return value.map(withoutSourceCondition);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, withoutSourceCondition(inner)]),
  );
}

/**
 * The manifest as published: the workspace one without the `@docs/source` export
 * condition, the `nx` block and the scripts. The scripts are the workspace's tools
 * (the pack hooks, the logo generator) and name files that are not in the tarball;
 * a consumer runs none, and the libraries need no install hook.
 * @param {Record<string, any>} manifest
 * @returns {Record<string, any>}
 */
export function publishedManifest(manifest) {
  /** @type {Record<string, any>} */
  const published = {};
  for (const [field, value] of Object.entries(manifest)) {
    if (field === 'nx' || field === 'scripts') continue;
    if (field === 'exports') published.exports = withoutSourceCondition(value);
    else published[field] = value;
  }
  return published;
}

/** Rewrites dir/package.json to its published form (the workspace one kept beside it). */
export function prepack(dir) {
  const path = join(dir, 'package.json');
  const backup = join(dir, BACKUP);
  if (existsSync(backup)) {
    throw new Error(
      `${backup} exists: an earlier pack was interrupted. Restore the workspace manifest with ` +
        `"mv ${backup} ${path}" (or run "node tools/scripts/pack-manifest.mjs postpack" there), then pack again.`,
    );
  }
  const text = readFileSync(path, 'utf8');
  writeFileSync(backup, text);
  writeFileSync(path, `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`);
}

/** Puts the workspace manifest back after packing. */
export function postpack(dir) {
  const backup = join(dir, BACKUP);
  if (existsSync(backup)) renameSync(backup, join(dir, 'package.json'));
}

/**
 * Packs a library as `npm publish` would, without touching its folder: its `files`
 * and package.json are copied to a scratch folder, the manifest rewritten there
 * by `publishedManifest`, and `npm pack --ignore-scripts` run on the copy.
 * Returns the tarball's path, npm's report (name, version, files) and the packed manifest.
 */
export function packLibrary(dir, destination) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const staging = mkdtempSync(join(destination, 'staging-'));
  try {
    for (const entry of manifest.files ?? []) {
      if (existsSync(join(dir, entry))) cpSync(join(dir, entry), join(staging, entry), { recursive: true });
    }
    const published = publishedManifest(manifest);
    writeFileSync(join(staging, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
    const [report] = JSON.parse(
      execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', destination, '--json', '--silent'], {
        cwd: staging,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    return { tarball: join(destination, report.filename), report, manifest: published };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  const commands = { prepack, postpack };
  if (!commands[command]) {
    console.error(`Unknown command "${command ?? ''}"; expected prepack or postpack (run in a library folder).`);
    process.exit(2);
  }
  try {
    commands[command](process.cwd());
  } catch (error) {
    console.error(`[pack-manifest] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
