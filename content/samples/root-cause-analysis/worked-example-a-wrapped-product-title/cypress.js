// eyes.config.js (the API key is read from EYES_API_KEY)
module.exports = {
  serverUrl: 'https://eyes.example.com',
  sendDom: true,
};
