import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { playwrightReporters } from './scripts/test-reports.mjs';

/**
 * Browser checks that span packages: the built Storybook (every story,
 * axe-core) and the consumer check (the packed @docs/sdk-picker installed
 * into an app outside the workspace). The site's own browser tests live in
 * apps/docs-site/e2e.
 */
const chromium = findChromium();
// Ports of the two web servers; STORYBOOK_PORT and CONSUMER_PORT in the environment move them, so
// two checkouts on one machine can run these checks side by side.
export const STORYBOOK_PORT = Number(process.env.STORYBOOK_PORT ?? 4310);
export const CONSUMER_PORT = Number(process.env.CONSUMER_PORT ?? 4311);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  reporter: playwrightReporters('tools'),
  timeout: 60_000,
  use: { trace: 'off' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromium?.executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: `node server/static-server.mjs --root ../libs/docs-chrome/storybook-static --base / --plain --port ${STORYBOOK_PORT}`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Packs the libraries, installs them into a fresh Next.js app (next build) and a Vite app outside the
      // workspace, type-checks and builds the Vite one and serves it: about 2 minutes alone.
      command: `node consumer-check/build-and-serve.mjs --port ${CONSUMER_PORT}`,
      url: `http://127.0.0.1:${CONSUMER_PORT}/`,
      reuseExistingServer: false,
      timeout: 420_000,
      // SIGTERM lets the script delete its temporary app folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
