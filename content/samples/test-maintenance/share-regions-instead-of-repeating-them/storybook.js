// .storybook/preview.js: regions every story shares
export default {
  parameters: {
    eyes: {
      fully: true,
      ignoreRegions: [{ selector: 'header .last-updated' }],
      floatingRegions: [
        {
          selector: '#chat-launcher',
          maxUpOffset: 20,
          maxDownOffset: 20,
          maxLeftOffset: 20,
          maxRightOffset: 20,
        },
      ],
    },
  },
};

// src/Wishlist.stories.js: one more region, on top of the shared ones
export const Wishlist = {
  parameters: { eyes: { layoutRegions: [{ selector: '#recommendations' }] } },
};
