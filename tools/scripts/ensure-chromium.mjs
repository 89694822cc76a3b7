/**
 * Makes sure the browser tests have a Chromium: uses one that is there, or
 * installs Debian's package with apt-get when running as root (as CI does on a
 * fresh machine). Prints where the browser came from.
 */
import { pathToFileURL } from 'node:url';
import { aptInstall } from './apt-install.mjs';
import { findChromium } from './chromium.mjs';

/** @returns {{ executablePath?: string, source: string }} */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  aptInstall(
    ['chromium'],
    'No Chromium found for the browser tests. Install Debian\'s "chromium" package, run "npx playwright install chromium" where downloads work, or set CHROMIUM_PATH.',
  );
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
