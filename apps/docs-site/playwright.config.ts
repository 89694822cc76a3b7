import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../tools/scripts/chromium.mjs';

// Browser tests drive the built, prerendered site (dist/site) through the
// same static server `npm start` uses, on a port of their own, and through the
// production nginx configuration (e2e/nginx.spec.ts) on another.
const port = Number(process.env.E2E_PORT ?? 4301);
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4302);
const chromium = findChromium();
const launchOptions = { executablePath: chromium?.executablePath, args: CHROMIUM_ARGS };

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
      testIgnore: /visual\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // Screenshot comparisons (e2e/visual.spec.ts). Chromium sees only the
      // fonts of e2e/visual/fonts.conf, so other fonts on the machine cannot
      // change the screenshots; baselines are one PNG per name, with no
      // platform suffix, in e2e/__screenshots__ (README, "Visual tests").
      name: 'visual',
      testMatch: /visual\.spec\.ts$/,
      snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
      expect: {
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          // Two renders of the same build on our machines are identical (0 pixels differ in
          // every run); 0.1 % of a 1280x720 shot is 922 pixels, less than one short word of body text.
          maxDiffPixelRatio: 0.001,
        },
      },
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...launchOptions,
          env: { ...process.env, FONTCONFIG_FILE: fileURLToPath(new URL('./e2e/visual/fonts.conf', import.meta.url)) },
        },
      },
    },
  ],
  webServer: [
    {
      command: `node ../../tools/server/static-server.mjs --root dist/site --port ${port}`,
      url: `http://127.0.0.1:${port}/tutorials/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Fails with what to install when there is no nginx (npm test installs it).
      command: `node ../../tools/scripts/nginx.mjs --root dist/site --port ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/tutorials/`,
      reuseExistingServer: false,
      timeout: 30_000,
      // SIGTERM lets the script stop nginx and remove its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
