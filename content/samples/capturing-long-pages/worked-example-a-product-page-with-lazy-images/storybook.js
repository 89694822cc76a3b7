// src/ProductPage.stories.js: images load eagerly in this story
export const ProductPage = {
  args: { product: fixedProduct, imageLoading: 'eager' },
  parameters: {
    eyes: {
      fully: true,
      ignoreRegions: [{ selector: '#recently-viewed' }],
    },
  },
};
