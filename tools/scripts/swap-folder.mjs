/**
 * Replacing a folder only once its successor is complete, so that a build that fails, or a reader
 * served during a build, never sees half a site: the successor is written to a temporary folder
 * beside the one it replaces (the same file system, so moving it is a rename, not a copy), then
 * two renames swap them and the old one is removed.
 */
import { readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Names of this module's temporary folders: `.<folder>-<purpose>-<pid>`. */
const TEMP_NAME = /^\.(.+)-(build|old)-(\d+)$/;

/**
 * A temporary folder beside `folder` for this process: `dist/site` -> `dist/.site-build-<pid>`.
 * @param {string} folder
 * @param {'build' | 'old'} [purpose]
 */
export function tempSiblingOf(folder, purpose = 'build') {
  return join(dirname(folder), `.${basename(folder)}-${purpose}-${process.pid}`);
}

/** Whether a process with this id is running (a build that was killed leaves its folder behind). */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Removes the temporary folders that earlier builds of `folder` left behind when they were killed
 * (their process is gone); a running build's folders are left alone.
 * @param {string} folder
 * @returns {Promise<string[]>} the folders removed
 */
export async function removeStaleBuilds(folder) {
  const parent = dirname(folder);
  const entries = await readdir(parent).catch(() => []);
  const stale = entries.filter((name) => {
    const match = TEMP_NAME.exec(name);
    return match && match[1] === basename(folder) && !isRunning(Number(match[3]));
  });
  await Promise.all(stale.map((name) => rm(join(parent, name), { recursive: true, force: true })));
  return stale.map((name) => join(parent, name));
}

/**
 * Puts the complete folder `fresh` in the place of `target` and removes the old `target`. The two
 * renames leave `target` missing only between them (no copy in between); if the second fails,
 * the old folder is put back.
 * @param {string} fresh
 * @param {string} target
 */
export async function replaceFolder(fresh, target) {
  const old = tempSiblingOf(target, 'old');
  await rm(old, { recursive: true, force: true });
  let hadOld = true;
  await rename(target, old).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
    hadOld = false;
  });
  try {
    await rename(fresh, target);
  } catch (error) {
    if (hadOld) await rename(old, target);
    throw error;
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
}
