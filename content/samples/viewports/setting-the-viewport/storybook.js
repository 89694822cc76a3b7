// eyes.config.js
module.exports = {
  appName: 'Web Shop components',
  browser: [{ width: 1280, height: 800, name: 'chrome' }],
};
