// playwright.config.ts (the fixture reads the API key from EYES_API_KEY)
import { defineConfig, devices } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  reporter: [['list'], ['@eyes-sdk/playwright/reporter']],
  use: {
    baseURL: 'http://localhost:3000',
    eyesConfig: { appName: 'Web Shop' },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
