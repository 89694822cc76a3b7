// eyes.config.js, the same on each of the four shards: 5 renders x 4 shards = 20
module.exports = {
  // apiKey is read from EYES_API_KEY
  serverUrl: 'https://eyes.example.com',
  appName: 'Shop',
  testConcurrency: 5,
  batch: { name: 'Shop – CI' }, // ID from EYES_BATCH_ID
  browser: [
    { width: 1440, height: 900, name: 'chrome' },
    { width: 1440, height: 900, name: 'safari' },
  ],
};

// cypress/support/e2e.js: one Eyes test per Cypress test
beforeEach(() => cy.eyesOpen({ testName: Cypress.currentTest.titlePath.join(' – ') }));
afterEach(() => cy.eyesClose());
