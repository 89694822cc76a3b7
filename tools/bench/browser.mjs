/**
 * Chromium for the browser measures, found the way the browser tests find it
 * (tools/scripts/chromium.mjs): $CHROMIUM_PATH, Playwright's own, or Debian's.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

/** The Chromium executable, or a clear error naming what was tried. */
export function chromiumPath() {
  const found = findChromium();
  if (!found) {
    throw new Error("no Chromium found: set CHROMIUM_PATH, or install Debian's chromium (apt-get install -y chromium)");
  }
  // Without a path, Playwright's own browser is installed.
  return found.executablePath ?? chromium.executablePath();
}

/** A headless Chromium driven by Playwright. */
export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/**
 * Follows a page's requests from now on. `quiet()` resolves when none has
 * been in flight for `quietMs` (prefetches, lazy chunks and images done);
 * `stop()` detaches the listeners.
 */
export function trackNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 300, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Resolves once React has hydrated the prerendered page (`<html data-hydrated="true">`). */
export async function waitForHydration(page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
}
