#!/usr/bin/env node
/**
 * `npm test`: every check of the workspace, in one command.
 *
 * 1. Chromium for the browser tests, the fonts of the visual tests' baselines
 *    and nginx for the production-server test (installed with apt-get when
 *    missing).
 * 2. Formatting (Prettier).
 * 3. Through Nx, in dependency order on both cores: lint, typecheck, unit
 *    tests, library builds, the package check of their tarballs (publint,
 *    attw; tools/scripts/check-packages.mjs), the release dry run and what
 *    `npm publish` would pack (tools/scripts/release-check.mjs), the site build with prerendering and its search
 *    index, the content lint of the built pages (tools/content-lint), the
 *    Storybook build, and the browser tests against the prerendered site.
 * 4. A closing line with the totals of every test runner, added up from the
 *    JSON reports Vitest and Playwright write to test-reports/ (one per test
 *    target that ran; tools/scripts/test-summary.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureFonts } from './ensure-fonts.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { TEST_REPORTS_DIR } from './test-reports.mjs';
import { summarizeReports } from './test-summary.mjs';

const TARGETS = [
  'lint',
  'lint-openapi',
  'typecheck',
  'test',
  'build',
  'check-packages',
  'release-check',
  'prerender',
  'search-index',
  'content-lint',
  'build-storybook',
  'e2e',
];
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

function step(title) {
  console.log(`\n=== ${title}`);
}

step('Chromium');
const chromium = ensureChromium();
console.log(`Using ${chromium.source}`);
if (chromium.executablePath) env.CHROMIUM_PATH = chromium.executablePath;

step('Fonts');
console.log(`Using ${ensureFonts().source}`);

step('nginx');
const nginx = ensureNginx();
console.log(`Using ${nginx.binary} ${nginx.version}`);
env.NGINX_PATH = nginx.binary;

step('Formatting');
const prettier = spawnSync('npx', ['prettier', '--check', '.', '--log-level', 'warn'], { stdio: 'inherit', env });
if (prettier.status !== 0) {
  console.error('Formatting differs from Prettier: run "npm run format".');
  process.exit(1);
}

step(`Nx: ${TARGETS.join(', ')}`);
const nxArgs = ['nx', 'run-many', '-t', ...TARGETS, '--parallel=2', '--outputStyle=static', ...process.argv.slice(2)];
// The tasks this run will run (Nx's task graph, written without running anything), so that
// a test task that leaves no report is named rather than counted as zero tests.
const graphDir = mkdtempSync(join(tmpdir(), 'npm-test-'));
const graphFile = join(graphDir, 'tasks.json');
const planned = spawnSync('npx', [...nxArgs, `--graph=${graphFile}`], { env, stdio: ['ignore', 'ignore', 'inherit'] });
if (planned.status !== 0) {
  console.error(`Nx could not plan the tasks (exit ${planned.status}); see the lines above.`);
  process.exit(1);
}
const taskIds = Object.keys(JSON.parse(readFileSync(graphFile, 'utf8')).tasks.tasks);
rmSync(graphDir, { recursive: true, force: true });
// Reports of an earlier run must not count in this one.
rmSync(TEST_REPORTS_DIR, { recursive: true, force: true });

const nx = spawn('npx', nxArgs, { env, stdio: ['ignore', 'inherit', 'inherit'] });
const code = await new Promise((resolve) => nx.on('close', resolve));

step('Test reports');
const summary = summarizeReports(taskIds);
for (const line of summary.lines) console.log(line);
for (const error of summary.errors) console.error(`Error: ${error}`);
console.log(`\n${summary.line}`);
if (code !== 0) {
  console.error(`Some checks failed (nx exited with ${code}); see the output above.`);
  process.exit(code || 1);
}
if (summary.errors.length > 0) {
  console.error(`${summary.errors.length} test report(s) missing or unreadable; see the errors above.`);
  process.exit(1);
}
