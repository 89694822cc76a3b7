// playwright.config.ts of the comparison run: the same name, Safari, layout
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  use: {
    eyesConfig: {
      apiKey: process.env.EYES_API_KEY,
      serverUrl: 'https://eyes.example.com',
      batch: { name: 'Product page – Safari vs Chrome' },
      environmentName: 'shop-reference-1440',
      matchLevel: 'layout',
      type: 'ufg',
      browsers: [{ name: 'safari', width: 1440, height: 900 }],
    },
  },
});
