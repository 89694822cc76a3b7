#!/usr/bin/env node
/**
 * The package check: what a consumer installs from each publishable library
 * (libs/*, every package.json without `"private": true`) is checked as the
 * packed tarball, not as the workspace folder:
 *
 * 1. every path the packed `exports` names is in the tarball (a condition that
 *    points at `src/` would resolve for nobody outside the workspace);
 * 2. `publint --strict` (warnings count as errors);
 * 3. `@arethetypeswrong/cli` with the ESM-only profile: the types must resolve
 *    under `moduleResolution` `node16` (from ESM) and `bundler`. Stylesheet
 *    subpaths (`./styles.css`) are left out: they have no types to check.
 *
 *   node tools/scripts/check-packages.mjs [libs/sdk-picker ...]
 *
 * Each library is packed as `npm publish` packs it (tools/scripts/pack-manifest.mjs).
 *
 * Run by `npx nx run tools:check-packages` (after the libraries' builds) in
 * `npm test`. Exits 1 with one line per finding, naming the package.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packLibrary } from './pack-manifest.mjs';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Resolution modes the ESM-only profile of attw ignores: CommonJS consumers are not supported. */
const IGNORED_RESOLUTIONS = new Set(['node10', 'node16-cjs']);
const RESOLUTION_NAMES = { node16: 'node16', 'node16-esm': 'node16 (from ESM)', bundler: 'bundler' };

/** The publishable library folders: libs/* whose package.json is not private. */
export function publishableLibraries(root = workspaceRoot) {
  const libs = join(root, 'libs');
  return readdirSync(libs)
    .map((name) => join(libs, name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private);
}

/** Every file path an `exports` map can resolve to (all conditions, all subpaths). */
export function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  if (Array.isArray(exportsField)) return exportsField.flatMap(exportTargets);
  if (exportsField && typeof exportsField === 'object') return Object.values(exportsField).flatMap(exportTargets);
  return [];
}

/** Findings for export targets missing from the tarball's file list (paths relative to the package). */
export function missingExportTargets(manifest, files) {
  const inTarball = new Set(files.map((file) => file.replace(/^\.\//, '')));
  const findings = [];
  const walk = (value, path) => {
    if (typeof value === 'string') {
      if (!value.includes('*') && !inTarball.has(value.replace(/^\.\//, '')))
        findings.push(`exports${path} points at ${value}, which is not in the tarball`);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}["${key}"]`);
    }
  };
  walk(manifest.exports, '');
  for (const field of ['main', 'types', 'module']) {
    if (typeof manifest[field] === 'string' && !inTarball.has(manifest[field].replace(/^\.\//, '')))
      findings.push(`"${field}" points at ${manifest[field]}, which is not in the tarball`);
  }
  return findings;
}

/** Findings from attw's JSON report, without the resolution modes the ESM-only profile ignores. */
export function attwFindings(report) {
  const findings = [];
  for (const problems of Object.values(report.problems ?? {})) {
    for (const problem of problems) {
      const mode = problem.resolutionKind ?? problem.resolutionOption;
      if (IGNORED_RESOLUTIONS.has(mode)) continue;
      const where = [problem.entrypoint && `entry point "${problem.entrypoint}"`, RESOLUTION_NAMES[mode] ?? mode]
        .filter(Boolean)
        .join(', ');
      const detail = problem.moduleSpecifier
        ? `: ${problem.fileName?.replace(/^\/node_modules\/[^/]+\/[^/]+\//, '')} imports '${problem.moduleSpecifier}', which does not resolve`
        : '';
      findings.push(`attw ${problem.kind} (${where})${detail}`);
    }
  }
  return findings;
}

function runAttw(tarball, manifest) {
  const styles = Object.keys(manifest.exports ?? {}).filter((subpath) => subpath.endsWith('.css'));
  const bin = join(workspaceRoot, 'node_modules', '.bin', 'attw');
  const args = [tarball, '--profile', 'esm-only', '--format', 'json'];
  if (styles.length > 0) args.push('--exclude-entrypoints', ...styles);
  try {
    return JSON.parse(execFileSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  } catch (error) {
    // attw exits 1 when it finds problems and still prints its report.
    if (error.stdout) return JSON.parse(error.stdout);
    throw error;
  }
}

/** Packs one library and returns its findings (empty when the package is clean). */
export async function checkPackage(dir, destination) {
  const name = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name;
  const where = relative(workspaceRoot, dir);
  if (!existsSync(join(dir, 'dist'))) {
    return { name, findings: [`${where}/dist is missing: build first (npx nx run-many -t build)`] };
  }
  const { tarball, report } = packLibrary(dir, destination);
  const files = report.files.map((file) => file.path);
  const tarballData = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: tarballData.buffer.slice(tarballData.byteOffset, tarballData.byteOffset + tarballData.length) },
    strict: true,
  });
  const findings = [
    ...missingExportTargets(pkg, files),
    ...messages
      .filter((message) => message.type !== 'suggestion')
      .map((message) => `publint ${message.code}: ${formatMessage(message, pkg, { color: false })}`),
    ...attwFindings(runAttw(tarball, pkg)),
  ];
  const suggestions = messages
    .filter((message) => message.type === 'suggestion')
    .map((message) => `publint suggestion ${message.code}: ${formatMessage(message, pkg, { color: false })}`);
  return { name, findings, suggestions, files: files.length };
}

async function main() {
  const dirs = process.argv.length > 2 ? process.argv.slice(2).map((dir) => resolve(dir)) : publishableLibraries();
  const destination = mkdtempSync(join(tmpdir(), 'check-packages-'));
  let failed = 0;
  try {
    for (const dir of dirs) {
      const { name, findings, suggestions = [], files } = await checkPackage(dir, destination);
      for (const suggestion of suggestions) console.log(`${name}: ${suggestion}`);
      if (findings.length === 0) {
        console.log(`${name}: publint --strict and attw (esm-only) clean, ${files} files packed`);
        continue;
      }
      failed += 1;
      for (const finding of findings) console.error(`${name}: ${finding}`);
    }
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
  if (failed > 0) {
    console.error(`\n${failed} of ${dirs.length} packages would reach consumers broken; see the lines above.`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
