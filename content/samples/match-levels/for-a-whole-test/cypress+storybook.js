// eyes.config.js
module.exports = {
  apiKey: process.env.EYES_API_KEY,
  serverUrl: 'https://eyes.example.com',
  matchLevel: 'Layout',
};
