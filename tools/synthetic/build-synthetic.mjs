#!/usr/bin/env node
/**
 * Scale test of the site build (issue #9): generates a synthetic site of
 * `pages` pages in a temporary folder under node_modules/.cache
 * (generate-site.mjs) and builds it the way
 * the real site is built, `vite build` then tools/scripts/prerender.mjs, with
 * DOCS_CONTENT_DIR pointing at the generated content and DOCS_OUT_DIR at a
 * temporary output folder (the app's own dist/ is left alone). Measures the
 * wall time of the two steps together and the peak memory (resident set) of
 * the larger one; each step is one process whose worker threads count in it.
 *
 *   node tools/synthetic/build-synthetic.mjs --pages 2000 [--keep]
 *
 * Budget: 10,000 pages in under 3 minutes with under 4 GB.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generateSite } from './generate-site.mjs';

const root = resolve(import.meta.dirname, '../..');
const appDir = join(root, 'apps/docs-site');
const viteBin = join(createRequire(join(appDir, 'package.json')).resolve('vite/package.json'), '../bin/vite.js');
const cacheDir = join(root, 'node_modules/.cache');
const usageReporter = pathToFileURL(join(import.meta.dirname, 'report-usage.mjs')).href;

/** Runs `node args` and resolves to its peak memory (MB) and CPU seconds, from the process itself at exit. */
async function runStep(name, args, env, log) {
  const report = join(env.DOCS_OUT_DIR, `.usage-${name}.json`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', usageReporter, ...args], {
    cwd: appDir,
    env: { ...env, DOCS_USAGE_REPORT: report },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((done) => child.on('close', done));
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${name} of the synthetic site failed (exit ${code}):\n${output.slice(-4000)}`);
  const usage = JSON.parse(await readFile(report, 'utf8'));
  const step = { seconds, peakMemoryMb: Math.round(usage.maxRSS / 1024), cpuSeconds: usage.cpuSeconds };
  log(`  ${name}: ${seconds.toFixed(1)} s, ${step.cpuSeconds.toFixed(1)} CPU s, peak ${step.peakMemoryMb} MB`);
  return step;
}

/**
 * Generates and builds a synthetic site of `pages` pages. Resolves to
 * `{ pages, seconds, peakMemoryMb }` (plus the figures of each step); the
 * temporary folder is removed unless `keep` is set.
 */
export async function buildSynthetic({ pages, keep = false, log = () => undefined }) {
  // Inside the workspace, so that the pages and the server bundle resolve its packages (react, ...).
  await mkdir(cacheDir, { recursive: true });
  const dir = await mkdtemp(join(cacheDir, 'docs-synthetic-'));
  try {
    const generated = await generateSite({ pages, dir });
    log(`Synthetic site: ${generated.pages} pages in ${generated.contentDir}`);
    const env = {
      ...process.env,
      DOCS_CONTENT_DIR: generated.contentDir,
      DOCS_OUT_DIR: join(dir, 'dist'),
      NODE_ENV: 'production',
      // As the site's build target sets it (apps/docs-site/package.json, where the README says why).
      MIMALLOC_PURGE_DELAY: '0',
    };
    await mkdir(env.DOCS_OUT_DIR, { recursive: true });
    // As the site's build target runs it (apps/docs-site/package.json, README "How the site is built").
    const build = await runStep('build', ['--single-threaded-gc', viteBin, 'build', '--logLevel', 'warn'], env, log);
    const prerender = await runStep('prerender', [join(root, 'tools/scripts/prerender.mjs')], env, log);
    return {
      pages: generated.pages,
      seconds: build.seconds + prerender.seconds,
      peakMemoryMb: Math.max(build.peakMemoryMb, prerender.peakMemoryMb),
      steps: { build, prerender },
      ...(keep ? { dir } : {}),
    };
  } finally {
    if (!keep) await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '2000' }, keep: { type: 'boolean' } } });
  const pages = Number(values.pages);
  buildSynthetic({ pages, keep: values.keep, log: console.log })
    .then((result) => {
      console.log(
        `Built ${result.pages} synthetic pages in ${result.seconds.toFixed(1)} s, peak memory ${result.peakMemoryMb} MB` +
          (result.dir ? ` (kept in ${result.dir})` : ''),
      );
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
