// playwright.config.ts
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  use: {
    eyesConfig: {
      properties: { assignee: process.env.GIT_AUTHOR_EMAIL ?? '' },
    },
  },
});
