// eyes.config.js (the API key is read from EYES_API_KEY)
module.exports = {
  serverUrl: 'https://eyes.example.com',
  accessibilityValidation: { level: 'AA', guidelinesVersion: 'WCAG_2_1' },
};

// cypress/e2e/home.cy.js
cy.eyesCheckWindow({
  tag: 'Home',
  fully: true,
  accessibility: [
    { selector: 'header .logo', accessibilityType: 'IgnoreContrast' },
    { selector: '.hero h1', accessibilityType: 'LargeText' },
  ],
});
