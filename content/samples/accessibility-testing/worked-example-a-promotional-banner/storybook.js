// eyes.config.js (the API key is read from EYES_API_KEY)
module.exports = {
  serverUrl: 'https://eyes.example.com',
  accessibilityValidation: { level: 'AA', guidelinesVersion: 'WCAG_2_1' },
};

// src/HomePage.stories.js
export const Home = {
  parameters: {
    eyes: {
      fully: true,
      accessibilityRegions: [
        { selector: 'header .logo', accessibilityType: 'IgnoreContrast' },
        { selector: '.hero h1', accessibilityType: 'LargeText' },
      ],
    },
  },
};
