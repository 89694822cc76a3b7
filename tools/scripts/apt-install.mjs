/**
 * Installs Debian packages the tests need (Chromium, nginx) on a fresh machine,
 * as CI does: with apt-get, when running as root on Linux. Elsewhere it throws
 * with the caller's hint, since installing system packages is the owner's call.
 */
import { spawnSync } from 'node:child_process';

let updated = false;

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}.`);
}

/**
 * @param {string[]} packages Debian package names
 * @param {string} missing what is missing and how else to get it, for the error when apt-get cannot run
 */
export function aptInstall(packages, missing) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.platform !== 'linux') throw new Error(missing);
  console.log(`Installing Debian's ${packages.map((name) => `"${name}"`).join(', ')} with apt-get.`);
  // A fresh machine has no package lists yet; one update serves every install of this run.
  if (!updated) run('apt-get', ['update', '-qq']);
  updated = true;
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}
