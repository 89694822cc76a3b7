// src/OrderHistory.stories.js
export const OrderHistory = {
  parameters: {
    eyes: {
      fully: true,
      ignoreRegions: [{ selector: 'header .last-updated' }],
    },
  },
};
