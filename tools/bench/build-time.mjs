/**
 * The site's full build (`nx run docs-site:prerender`: client build, server
 * build, prerendering) timed twice: cold, then again so Nx restores every
 * task from its cache.
 *
 * "Cold" means what a fresh clone has: no Nx cache, no Nx workspace data
 * (project graph, task history) and no Vite cache. The run gives Nx a cache
 * directory and a workspace-data directory of its own (NX_CACHE_DIRECTORY,
 * NX_WORKSPACE_DATA_DIRECTORY in a temporary folder), so it neither reads nor
 * wipes the per-machine cache that other clones share. Both matter: with the
 * checkout's own task history, Nx counts a task as cached when the outputs on
 * disk match what it recorded, even with an empty cache directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMeasured } from './run-measured.mjs';

/**
 * The steps of a build, from the lines it prints (tools/scripts/build-log.mjs): client and
 * server bundle, the MDX compile's share of the client bundle, the prerender step's content
 * check, pages, search index, compressed copies and total, and the CSP. Undefined where a step's
 * line is missing.
 */
export { parseBuildLog as buildSteps } from '../scripts/build-log.mjs';

/** How Nx's output says a task came from its cache. */
const CACHE_HIT = /existing outputs match the cache|local cache|read the output from the cache/i;

/**
 * @param {{ root: string }} options workspace root
 * @returns {Promise<{ cold: Awaited<ReturnType<typeof runMeasured>>, cached: Awaited<ReturnType<typeof runMeasured>> }>}
 */
export async function measureBuilds({ root }) {
  const cacheDir = mkdtempSync(join(tmpdir(), 'bench-nx-cache-'));
  const env = {
    ...process.env,
    NX_DAEMON: 'false',
    NX_TUI: 'false',
    NX_CACHE_DIRECTORY: join(cacheDir, 'cache'),
    NX_WORKSPACE_DATA_DIRECTORY: join(cacheDir, 'workspace-data'),
    FORCE_COLOR: '0',
  };
  const build = async (label) => {
    const result = await runMeasured('npx', ['nx', 'run', 'docs-site:prerender', '--outputStyle=static'], {
      cwd: root,
      env,
    });
    if (result.code !== 0) {
      throw new Error(
        `${label}: nx run docs-site:prerender failed (exit ${result.code})\n${result.output.slice(-3000)}`,
      );
    }
    return result;
  };
  try {
    rmSync(join(root, 'node_modules/.vite/docs-site'), { recursive: true, force: true });
    const cold = await build('cold build');
    if (CACHE_HIT.test(cold.output)) {
      throw new Error(`cold build: Nx restored a task from a cache instead of running it\n${cold.output.slice(-3000)}`);
    }
    const cached = await build('rebuild with the Nx cache');
    if (!CACHE_HIT.test(cached.output)) {
      console.warn('warning: the second build did not report Nx cache hits');
    }
    return { cold, cached };
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const oneDecimal = (value) => `${value.toFixed(1)} s`;

/**
 * A build's wall time by step, in words: each bundle, the prerender step with its parts, the CSP,
 * and what is left of `totalSeconds` once all four are known (Nx, starting Node processes).
 * @param {Partial<ReturnType<typeof import('../scripts/build-log.mjs').parseBuildLog>>} steps
 * @param {number} totalSeconds
 * @returns {{ text: string, otherSeconds: number | undefined }}
 */
export function breakdown(steps, totalSeconds) {
  const shown = (label, value) => `${label} ${value === undefined ? 'not reported' : oneDecimal(value)}`;
  const parts = [
    ['content check', steps.contentCheckSeconds],
    ['pages', steps.pagesSeconds],
    ['search index', steps.searchIndexSeconds],
  ].filter(([, value]) => value !== undefined);
  const prerender =
    shown('prerender', steps.prerenderSeconds) +
    (steps.prerenderSeconds !== undefined && parts.length
      ? ` (${parts.map(([label, value]) => `${label} ${oneDecimal(value)}`).join(', ')})`
      : '');
  const timed = [steps.clientSeconds, steps.serverSeconds, steps.prerenderSeconds, steps.cspSeconds];
  const otherSeconds = timed.every((value) => value !== undefined)
    ? Math.round((totalSeconds - timed.reduce((sum, value) => sum + value, 0)) * 10) / 10
    : undefined;
  const text = [
    shown('client bundle', steps.clientSeconds),
    shown('server bundle', steps.serverSeconds),
    prerender,
    shown('CSP', steps.cspSeconds),
    ...(otherSeconds === undefined ? [] : [`Nx and process start-up ${oneDecimal(otherSeconds)}`]),
  ].join(', ');
  return { text, otherSeconds };
}
