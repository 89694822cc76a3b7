// eyes.config.js: the plugin renders every checkpoint on the Ultrafast Grid
module.exports = {
  // apiKey is read from EYES_API_KEY
  serverUrl: 'https://eyes.example.com',
  testConcurrency: 5,
  batch: { name: 'Checkout – cross-browser' },
  browser: [
    { width: 1440, height: 900, name: 'chrome' },
    { width: 1440, height: 900, name: 'firefox' },
    { width: 1280, height: 800, name: 'safari' },
    { deviceName: 'Pixel 7', screenOrientation: 'portrait' },
    { iosDeviceInfo: { deviceName: 'iPhone 15', screenOrientation: 'portrait' } },
  ],
};

// cypress/e2e/checkout.cy.js
it('checkout', () => {
  cy.eyesOpen({ appName: 'Shop', testName: 'Checkout' });
  cy.visit('https://shop.example.com/cart');
  cy.eyesCheckWindow({ tag: 'Cart', fully: true });
  cy.get('#checkout').click();
  cy.eyesCheckWindow({ tag: 'Shipping', fully: true });
  cy.eyesClose();
});
