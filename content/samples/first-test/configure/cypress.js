// cypress.config.js
const { defineConfig } = require('cypress');
const eyesPlugin = require('@eyes-sdk/cypress');

module.exports = eyesPlugin(defineConfig({ e2e: { baseUrl: 'http://localhost:3000' } }));

// cypress/support/e2e.js
import '@eyes-sdk/cypress/commands';

// eyes.config.js (the API key is read from EYES_API_KEY)
module.exports = {
  appName: 'Web Shop',
  browser: [{ width: 1280, height: 800, name: 'chrome' }],
};
