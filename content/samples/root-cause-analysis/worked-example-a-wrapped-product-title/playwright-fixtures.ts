// playwright.config.ts
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  use: {
    eyesConfig: {
      apiKey: process.env.EYES_API_KEY,
      serverUrl: 'https://eyes.example.com',
      sendDom: true,
    },
  },
});
