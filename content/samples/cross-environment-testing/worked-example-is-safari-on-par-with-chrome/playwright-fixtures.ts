// playwright.config.ts of the reference run
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  use: {
    eyesConfig: {
      apiKey: process.env.EYES_API_KEY,
      serverUrl: 'https://eyes.example.com',
      batch: { name: 'Product page – cross-browser reference' },
      environmentName: 'shop-reference-1440',
      type: 'ufg',
      browsers: [{ name: 'chrome', width: 1440, height: 900 }],
    },
  },
});
