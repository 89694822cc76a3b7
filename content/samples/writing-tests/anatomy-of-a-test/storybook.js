// eyes.config.js: one batch and one browser list for the whole run
module.exports = {
  appName: 'Web Shop',
  batch: { name: 'Checkout suite' },
  concurrency: 5,
  browser: [
    { width: 1440, height: 900, name: 'chrome' },
    { width: 390, height: 844, name: 'safari' },
  ],
};

// src/Checkout.stories.js: each story is one test with one checkpoint
import { Checkout } from './Checkout';

export default { title: 'Web Shop/Checkout', component: Checkout };

export const Cart = {
  args: { step: 'cart', items: [{ sku: 'SKU-1042', quantity: 1 }] },
  parameters: { eyes: { fully: true } },
};

export const ShippingForm = {
  args: { step: 'shipping', guestEmail: 'ada@example.com' },
};
