#!/usr/bin/env node
/**
 * The release check: what `nx release` would do, and what `npm publish` would
 * pack, without changing the repository, git or any registry.
 *
 * 1. Release dry run. The release configuration (nx.json's `release` block, the
 *    libraries' package.json files and changelogs, .npmrc) is copied into a
 *    throwaway git repository beside a link to the workspace's node_modules; a
 *    temporary version plan is written there, and
 *    `nx release --dry-run --skip-publish --verbose` runs in the copy. The check
 *    fails unless the planned project, and every library Nx bumps with it, gets
 *    a new version, an entry in its CHANGELOG.md (the planned one with the
 *    plan's message) and a `{projectName}@{version}` tag.
 * 2. Pack check. For each publishable library, `npm pack --dry-run --json
 *    --ignore-scripts` lists the files `npm publish` would pack from the library
 *    folder (no script runs, so no manifest is rewritten while other tasks read
 *    it). The check fails, naming the package, when `dist/` is missing, when
 *    nothing from `dist/` would be packed, or when a file other than built
 *    output and the package's documents (package.json, README, LICENSE,
 *    CHANGELOG) would be.
 *
 *   node tools/scripts/release-check.mjs
 *
 * Run by `npx nx run tools:release-check` (after the libraries' builds) in
 * `npm test`. Needs no network: the version is read from disk, and npm runs
 * with `--offline`. Exits 1 with one line per finding.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishableLibraries } from './check-packages.mjs';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Files a tarball may hold besides `dist/`: npm adds package.json itself; the rest are the package's documents. */
const DOCUMENT_FILES = /^(package\.json|README(\.md)?|LICEN[CS]E(\.md)?|CHANGELOG\.md)$/i;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The Nx project name (package.json `nx.name`) of a library folder, else its folder name. */
function projectName(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return manifest.nx?.name ?? dir.split('/').pop();
}

/**
 * Reads what a `nx release --dry-run --verbose` run would do from its output:
 * the new version of each project, the changelog entries it previews (file,
 * project, version and the entry's text) and the git tags it would create.
 */
export function parseReleaseDryRun(output) {
  const lines = output.replace(ANSI, '').split('\n');
  /** @type {Record<string, string>} */
  const versions = {};
  /** @type {{ file: string, project: string, version: string, text: string }[]} */
  const changelogs = [];
  /** @type {string[]} */
  const tags = [];
  /** @type {{ file: string, project: string, version: string, text: string } | undefined} */
  let entry;
  for (const line of lines) {
    const version = line.match(/^(\S+) \S+\s+New version (\S+) written to manifest/);
    if (version) versions[version[1]] = version[2];
    const preview = line.match(/Previewing an entry in (\S+) for (\S+)@(\S+)$/);
    if (preview) {
      entry = { file: preview[1], project: preview[2], version: preview[3], text: '' };
      changelogs.push(entry);
      continue;
    }
    const tag = line.match(/^git tag --annotate (\S+)/);
    if (tag) tags.push(tag[1]);
    if (/^ NX {3}/.test(line)) entry = undefined;
    else if (entry && line.startsWith('+ ')) entry.text += `${line.slice(2)}\n`;
  }
  return { versions, changelogs, tags };
}

/**
 * Findings when the dry run does not release `plan.project` and its dependents as
 * the release configuration promises: a new version, a changelog entry and a tag
 * for every project Nx versions, and the plan's message in the planned project's entry.
 */
export function releaseFindings(result, plan, currentVersions) {
  const findings = [];
  const planned = result.versions[plan.project];
  if (!planned) {
    findings.push(`${plan.project}: the version plan (${plan.bump}) gave it no new version`);
  } else if (planned === currentVersions[plan.project]) {
    findings.push(`${plan.project}: the new version ${planned} is the current one`);
  }
  for (const [project, version] of Object.entries(result.versions)) {
    const entry = result.changelogs.find((changelog) => changelog.project === project && changelog.version === version);
    if (!entry) findings.push(`${project}@${version}: no CHANGELOG.md entry would be written`);
    else if (!/(^|\/)CHANGELOG\.md$/.test(entry.file))
      findings.push(`${project}@${version}: the changelog goes to ${entry.file}, not the library's CHANGELOG.md`);
    else if (project === plan.project && !entry.text.includes(plan.message))
      findings.push(`${project}@${version}: its changelog entry lacks the plan's message "${plan.message}"`);
    if (!result.tags.includes(`${project}@${version}`))
      findings.push(`${project}@${version}: no git tag ${project}@${version} would be created`);
  }
  return findings;
}

/**
 * Copies the release configuration of `root` into a throwaway git repository, writes
 * a version plan there and returns the output of `nx release --dry-run --skip-publish`
 * and the project graph Nx sees there (`nx graph --file`).
 */
export function runReleaseDryRun({ root = workspaceRoot, plan }) {
  const copy = mkdtempSync(join(tmpdir(), 'release-check-'));
  try {
    for (const file of ['nx.json', 'package.json', '.npmrc']) {
      if (existsSync(join(root, file))) cpSync(join(root, file), join(copy, file));
    }
    for (const dir of publishableLibraries(root)) {
      const target = join(copy, relative(root, dir));
      mkdirSync(target, { recursive: true });
      for (const file of ['package.json', 'CHANGELOG.md']) {
        if (existsSync(join(dir, file))) cpSync(join(dir, file), join(target, file));
      }
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    writeFileSync(join(copy, '.gitignore'), 'node_modules\n.nx/workspace-data\n.nx/cache\n');
    const git = (...args) =>
      execFileSync('git', args, { cwd: copy, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    git('init', '--quiet', '--initial-branch=main');
    git('add', '--all');
    git(
      '-c',
      'user.name=release-check',
      '-c',
      'user.email=release-check@localhost',
      'commit',
      '--quiet',
      '-m',
      'release check',
    );
    mkdirSync(join(copy, '.nx', 'version-plans'), { recursive: true });
    writeFileSync(
      join(copy, '.nx', 'version-plans', 'release-check.md'),
      `---\n${plan.project}: ${plan.bump}\n---\n\n${plan.message}\n`,
    );
    // Only the variables this run needs: an Nx task's own NX_* variables (its workspace root
    // among them) would point this Nx at the real workspace.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NX_')));
    Object.assign(env, {
      NX_DAEMON: 'false',
      NX_TUI: 'false',
      NX_NO_CLOUD: 'true',
      NX_SKIP_NX_CACHE: 'true',
      FORCE_COLOR: '0',
      npm_config_offline: 'true',
    });
    const nxPackage = join(root, 'node_modules', 'nx');
    const nx = join(nxPackage, JSON.parse(readFileSync(join(nxPackage, 'package.json'), 'utf8')).bin.nx);
    let output;
    try {
      output = execFileSync(process.execPath, [nx, 'release', '--dry-run', '--skip-publish', '--verbose'], {
        cwd: copy,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const said = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
      throw new Error(
        `nx release --dry-run failed (exit ${error.status}) with the version plan "${plan.project}: ${plan.bump}":\n${said}`,
        { cause: error },
      );
    }
    execFileSync(process.execPath, [nx, 'graph', '--file=graph.json'], {
      cwd: copy,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const graph = JSON.parse(readFileSync(join(copy, 'graph.json'), 'utf8')).graph;
    const changed = git('status', '--porcelain', '--untracked-files=no');
    const tags = git('tag', '--list');
    if (changed.trim() || tags.trim())
      throw new Error(`the dry run changed the throwaway repository: ${changed}${tags}`);
    return { output, graph };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Findings for libraries whose publish target (`nx-release-publish`, which `nx release`
 * and `nx release publish` run) would not build first: it would pack whatever `dist/`
 * holds, or no `dist/` at all.
 */
export function publishTargetFindings(graph, projects) {
  const findings = [];
  for (const project of projects) {
    const target = graph.nodes[project]?.data.targets?.['nx-release-publish'];
    if (!target) findings.push(`${project}: has no nx-release-publish target, so nx release would not publish it`);
    else if (!(target.dependsOn ?? []).some((dependency) => dependency === 'build' || dependency?.target === 'build'))
      findings.push(
        `${project}: nx-release-publish does not depend on build, so a publish packs a stale or missing dist/`,
      );
    else if (target.executor !== '@nx/js:release-publish')
      findings.push(
        `${project}: nx-release-publish runs ${target.executor}, not @nx/js:release-publish, so nothing is published`,
      );
  }
  return findings;
}

/**
 * What `npm publish` would pack from one library folder, and the findings: `dist/`
 * missing, no `dist/` file packed, or a file that is neither built output nor a document.
 */
export function packFindings(dir, root = workspaceRoot) {
  const name = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name;
  const where = relative(root, dir) || dir;
  if (!existsSync(join(dir, 'dist')) || readdirSync(join(dir, 'dist')).length === 0) {
    return {
      name,
      files: [],
      findings: [`${where}/dist is missing or empty: build first (npx nx run ${projectName(dir)}:build)`],
    };
  }
  const [report] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--offline', '--workspaces=false'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const files = report.files.map((file) => file.path);
  const findings = [];
  if (!files.some((file) => file.startsWith('dist/')))
    findings.push(`npm would pack no file from dist/ (packed: ${files.join(', ')})`);
  for (const file of files) {
    if (!file.startsWith('dist/') && !DOCUMENT_FILES.test(file))
      findings.push(
        `npm would pack ${file}, which is neither built output (dist/) nor package.json, README, LICENSE or CHANGELOG`,
      );
  }
  return { name, files, findings };
}

async function main() {
  const plan = { project: 'sdk-catalog', bump: 'minor', message: 'Release check: a temporary version plan.' };
  const libraries = publishableLibraries();
  const currentVersions = Object.fromEntries(
    libraries.map((dir) => [projectName(dir), JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version]),
  );
  let failed = 0;
  const { output, graph } = runReleaseDryRun({ plan });
  const result = parseReleaseDryRun(output);
  const findings = [
    ...releaseFindings(result, plan, currentVersions),
    ...publishTargetFindings(graph, Object.keys(currentVersions)),
  ];
  for (const finding of findings) console.error(`release dry run: ${finding}`);
  if (findings.length > 0) failed += 1;
  else
    console.log(
      `release dry run (${plan.project}: ${plan.bump}): ${Object.entries(result.versions)
        .map(([project, version]) => `${project} ${currentVersions[project]} -> ${version}`)
        .join(', ')}; ${result.changelogs.length} changelog entries; tags ${result.tags.join(', ')}`,
    );
  for (const dir of libraries) {
    const { name, files, findings: packed } = packFindings(dir);
    for (const finding of packed) console.error(`${name}: ${finding}`);
    if (packed.length > 0) failed += 1;
    else
      console.log(
        `${name}: npm publish would pack ${files.length} files, ${files.filter((file) => file.startsWith('dist/')).length} from dist/`,
      );
  }
  if (failed > 0) {
    console.error(`\nThe release check failed ${failed} time(s); see the lines above.`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
