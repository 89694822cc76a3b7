// playwright.config.ts: EYES_API_KEY holds your key for the Search team
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  use: {
    eyesConfig: { apiKey: process.env.EYES_API_KEY },
  },
});
