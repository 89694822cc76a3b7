import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../tools/scripts/chromium.mjs';

// Browser tests drive the built, prerendered site (dist/site) through the
// same static server `npm start` uses, on a port of their own.
const port = Number(process.env.E2E_PORT ?? 4301);
const chromium = findChromium();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromium?.executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `node ../../tools/server/static-server.mjs --root dist/site --port ${port}`,
    url: `http://127.0.0.1:${port}/tutorials/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
