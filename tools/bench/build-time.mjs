/**
 * The site's full build (`nx run docs-site:prerender`: client build, server
 * build, prerendering) timed twice: cold, then again so Nx restores every
 * task from its cache.
 *
 * "Cold" means an empty Nx cache and no Vite cache. The run uses a cache
 * directory of its own (NX_CACHE_DIRECTORY in a temporary folder), so it
 * neither reads nor wipes the per-machine cache that other clones share.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMeasured } from './run-measured.mjs';

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
    NX_CACHE_DIRECTORY: cacheDir,
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
    const cached = await build('rebuild with the Nx cache');
    if (
      !/existing outputs match the cache|local cache|\[local cache\]|read the output from the cache/i.test(
        cached.output,
      )
    ) {
      console.warn('warning: the second build did not report Nx cache hits');
    }
    return { cold, cached };
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
