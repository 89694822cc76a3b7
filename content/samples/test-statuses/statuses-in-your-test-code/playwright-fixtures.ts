// playwright.config.ts: differences do not fail tests; the reporter writes every result
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  reporter: [
    ['list'],
    ['@eyes-sdk/playwright/reporter', { summary: 'all', outputFile: 'eyes-results.json' }],
  ],
  use: {
    eyesConfig: { failTestsOnDiff: false },
  },
});
