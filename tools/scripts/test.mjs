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
 *    attw; tools/scripts/check-packages.mjs), the site build with prerendering and its search
 *    index, the content lint of the built pages (tools/content-lint), the
 *    Storybook build, and the browser tests against the prerendered site.
 * 4. A closing line with the totals of every test runner.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureFonts } from './ensure-fonts.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { createSummary } from './test-summary.mjs';

const TARGETS = [
  'lint',
  'lint-openapi',
  'typecheck',
  'test',
  'build',
  'check-packages',
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
const summary = createSummary();
const nx = spawn(
  'npx',
  ['nx', 'run-many', '-t', ...TARGETS, '--parallel=2', '--outputStyle=static', ...process.argv.slice(2)],
  { env, stdio: ['ignore', 'pipe', 'inherit'] },
);
const lines = createInterface({ input: nx.stdout });
lines.on('line', (line) => {
  console.log(line);
  summary.read(line);
});
const code = await new Promise((resolve) => nx.on('close', resolve));

console.log(`\n${summary.line()}`);
if (code !== 0) {
  console.error(`Some checks failed (nx exited with ${code}); see the output above.`);
  process.exit(code || 1);
}
