/**
 * Finds a Chromium for the browser tests. Order: $CHROMIUM_PATH, Playwright's
 * own browser when it is installed, then the system's (Debian's `chromium`).
 * Playwright cannot download browsers on our machines (only npm and Debian are reachable), so the
 * test command installs Debian's package when nothing is found.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Synchronous, because Playwright's config is loaded as CommonJS by Nx.
 * @returns {{ executablePath?: string, source: string } | undefined}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  try {
    const { chromium } = require('@playwright/test');
    if (existsSync(chromium.executablePath())) return { source: "Playwright's own Chromium" };
  } catch {
    // Playwright's browser registry is not there; fall through to the system.
  }
  const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
  return system ? { executablePath: system, source: system } : undefined;
}
