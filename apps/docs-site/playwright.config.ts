import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../tools/scripts/chromium.mjs';
import { playwrightReporters } from '../../tools/scripts/test-reports.mjs';

// Browser tests drive the built, prerendered site (dist/site) through the
// same static server `npm start` uses, on a port of their own, and through the
// production nginx configuration (e2e/nginx.spec.ts) on another; nginx.spec.ts
// starts a second nginx, with the policy for configured analytics, on the next
// (and HTTPS on the one after).
const port = Number(process.env.E2E_PORT ?? 4301);
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 4302);
export const NGINX_ANALYTICS_PORT = Number(process.env.NGINX_ANALYTICS_PORT ?? NGINX_PORT + 1);
export const NGINX_TLS_PORT = Number(process.env.NGINX_TLS_PORT ?? NGINX_ANALYTICS_PORT + 1);
const chromium = findChromium();
const launchOptions = { executablePath: chromium?.executablePath, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: playwrightReporters('docs-site'),
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
        // Under load (2 cores shared by several test runs) the search index alone took over 5 s to answer.
        timeout: 15_000,
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          // Two renders of one build differ at most by 2/255 in a colour channel, in a few dozen
          // pixels of rounded borders, which this per-pixel threshold ignores: a pixel counts from a
          // luminance step of about 13/255 (pixelmatch's default, 0.2, lets steps of about 50/255
          // through, such as a changed grey). Anti-aliased edges are ignored too, so one letter more
          // in a sidebar link counts 14 pixels; hence no counted pixel may differ.
          threshold: 0.05,
          maxDiffPixels: 0,
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
      // SIGTERM lets the script stop nginx and remove its temporary folder, which holds a
      // hard-linked copy of the site (about 5,000 entries: up to 5 s on a busy machine).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
