// eyes.config.js: one batch and one browser list for the whole run
module.exports = {
  appName: 'Web Shop',
  batch: { name: 'Checkout suite' },
  testConcurrency: 5,
  browser: [
    { width: 1440, height: 900, name: 'chrome' },
    { width: 390, height: 844, name: 'safari' },
  ],
};

// cypress/e2e/checkout.cy.js: one Eyes test per Cypress test
describe('Checkout', () => {
  beforeEach(() => cy.eyesOpen({ testName: Cypress.currentTest.title }));
  afterEach(() => cy.eyesClose());

  it('guest checkout', () => {
    cy.addToCart('SKU-1042');
    cy.openCart();
    cy.eyesCheckWindow({ tag: 'Cart', fully: true });

    cy.checkoutAsGuest('ada@example.com');
    cy.eyesCheckWindow({ tag: 'Shipping form', target: 'region', selector: '#shipping' });
  });
});
