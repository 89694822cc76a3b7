// eyes.config.js
module.exports = {
  appName: 'Web Shop',
  browser: [
    { width: 1440, height: 900, name: 'chrome' },
    { width: 1024, height: 768, name: 'firefox' },
    { width: 390, height: 844, name: 'safari' },
    { deviceName: 'Pixel 7', screenOrientation: 'portrait' },
  ],
};
