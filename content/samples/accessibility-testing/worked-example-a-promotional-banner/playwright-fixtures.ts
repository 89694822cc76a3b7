// playwright.config.ts
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  use: {
    eyesConfig: {
      apiKey: process.env.EYES_API_KEY,
      serverUrl: 'https://eyes.example.com',
      accessibilityValidation: { level: 'AA', guidelinesVersion: 'WCAG_2_1' },
    },
  },
});

// tests/home.spec.ts
await eyes.check('Home', {
  fully: true,
  accessibilityRegions: [
    { region: 'header .logo', type: 'ignore-contrast' },
    { region: '.hero h1', type: 'large-text' },
  ],
});
