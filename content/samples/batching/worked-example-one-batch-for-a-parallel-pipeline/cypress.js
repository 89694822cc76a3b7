// eyes.config.js: no batch ID, so every worker takes EYES_BATCH_ID
module.exports = {
  // apiKey is read from EYES_API_KEY
  serverUrl: 'https://eyes.example.com',
  appName: 'Shop',
  batch: {
    name: process.env.EYES_BATCH_NAME ?? 'Shop – local',
    sequenceName: 'Shop nightly',
    properties: [{ name: 'commit', value: process.env.GITHUB_SHA ?? 'local' }],
  },
};
