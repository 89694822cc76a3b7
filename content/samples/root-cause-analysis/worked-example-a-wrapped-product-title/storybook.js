// eyes.config.js: stories are rendered from their DOM, so the DOM is always sent
module.exports = {
  // apiKey is read from EYES_API_KEY
  serverUrl: 'https://eyes.example.com',
};
