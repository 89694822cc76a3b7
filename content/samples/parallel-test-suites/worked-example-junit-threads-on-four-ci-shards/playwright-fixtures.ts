// playwright.config.ts: each shard runs `npx playwright test --shard=N/4`
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  workers: 4,
  reporter: [['list'], ['@eyes-sdk/playwright/reporter']],
  use: {
    eyesConfig: {
      // apiKey is read from EYES_API_KEY
      serverUrl: 'https://eyes.example.com',
      appName: 'Shop',
      batch: { name: 'Shop – CI' }, // ID from EYES_BATCH_ID
      dontCloseBatches: true, // a last CI job closes the batch
      type: 'ufg',
      concurrency: 5, // shared by the shard's 4 workers: 5 x 4 shards = 20
      browsers: [
        { name: 'chrome', width: 1440, height: 900 },
        { name: 'safari', width: 1440, height: 900 },
      ],
    },
  },
});
