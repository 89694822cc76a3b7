// src/ProductPage.stories.js: the story loads its images eagerly, so the snapshot holds them all
export const ProductPage = {
  args: { product: fixedProduct, imageLoading: 'eager' },
  parameters: {
    eyes: {
      fully: true,
      ignoreRegions: [{ selector: '#recently-viewed' }],
    },
  },
};
