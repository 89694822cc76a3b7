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
 * The steps of a build, from its log: Vite's "built in" for the client and then the server
 * environment, and the prerender script's own total. Undefined where a step's line is missing.
 * @param {string} output
 * @returns {{ clientSeconds?: number, serverSeconds?: number, prerenderSeconds?: number }}
 */
export function buildSteps(output) {
  const viteTimes = [...output.matchAll(/built in ([\d.]+)(m?s)\b/g)].map(([, value, unit]) =>
    unit === 'ms' ? Number(value) / 1000 : Number(value),
  );
  const prerender = /Prerendered \d+ pages.* in ([\d.]+)s/.exec(output)?.[1];
  return {
    clientSeconds: viteTimes[0],
    serverSeconds: viteTimes[1],
    prerenderSeconds: prerender === undefined ? undefined : Number(prerender),
  };
}

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
