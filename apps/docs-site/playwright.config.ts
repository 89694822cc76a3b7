import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../tools/scripts/chromium.mjs';

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
