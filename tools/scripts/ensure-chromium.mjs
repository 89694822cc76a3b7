/**
 * Makes sure the browser tests have a Chromium: uses one that is there, or
 * installs Debian's package with apt-get when running as root (as CI does on a
 * fresh machine). Prints where the browser came from.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { findChromium } from './chromium.mjs';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}.`);
}

/** @returns {{ executablePath?: string, source: string }} */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.platform !== 'linux') {
    throw new Error(
      'No Chromium found for the browser tests. Install Debian\'s "chromium" package, run "npx playwright install chromium" where downloads work, or set CHROMIUM_PATH.',
    );
  }
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get.');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium, but no executable was found at /usr/bin/chromium.');
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`Chromium for browser tests: ${ensureChromium().source}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
