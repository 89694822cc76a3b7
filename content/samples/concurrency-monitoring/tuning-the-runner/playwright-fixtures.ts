// playwright.config.ts: the budget is shared by all workers of the run
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  reporter: [['list'], ['@eyes-sdk/playwright/reporter']],
  use: {
    eyesConfig: { type: 'ufg', concurrency: 10 },
  },
});
