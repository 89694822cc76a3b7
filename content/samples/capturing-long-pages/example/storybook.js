// src/ProductPage.stories.js
export const ProductPage = {
  args: { product: fixedProduct },
  parameters: { eyes: { fully: true } },
};
