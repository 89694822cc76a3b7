import type { CheckSettings } from '@eyes-sdk/playwright';

// Regions every page shares, in one place
const sharedRegions = {
  fully: true,
  ignoreRegions: ['header .last-updated'],
  floatingRegions: [{ region: '#chat-launcher', offset: 20 }],
} satisfies CheckSettings;

await eyes.check('Order history', sharedRegions);
await eyes.check('Wishlist', { ...sharedRegions, layoutRegions: ['#recommendations'] });
