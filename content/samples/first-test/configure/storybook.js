// eyes.config.js, at the project root (the API key is read from EYES_API_KEY)
module.exports = {
  appName: 'Web Shop',
  batch: { name: 'Web Shop components' },
  browser: [{ width: 1280, height: 800, name: 'chrome' }],
};
