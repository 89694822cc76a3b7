// playwright.config.ts
import { defineConfig } from '@playwright/test';
import type { EyesFixtureOptions } from '@eyes-sdk/playwright';

export default defineConfig<EyesFixtureOptions>({
  use: {
    eyesConfig: {
      type: 'ufg',
      browsers: [
        { iosDevice: 'iPhone 15', version: 'latest' },
        { iosDevice: 'iPhone SE (3rd generation)', version: 'latest' },
        { chromeEmulation: 'Pixel 7', orientation: 'portrait' },
        { name: 'chrome', width: 1440, height: 900 },
        { name: 'safari', width: 1440, height: 900 },
        { name: 'edge', width: 1440, height: 900 },
      ],
    },
  },
});
