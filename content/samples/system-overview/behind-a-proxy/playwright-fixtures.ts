// playwright.config.ts
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  use: {
    eyesConfig: { proxy: { url: 'http://proxy.corp.local:8080' } },
  },
});
