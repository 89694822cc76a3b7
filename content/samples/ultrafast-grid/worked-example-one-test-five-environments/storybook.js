// eyes.config.js: every story is rendered in these five environments
module.exports = {
  // apiKey is read from EYES_API_KEY
  serverUrl: 'https://eyes.example.com',
  appName: 'Shop components',
  concurrency: 5,
  batch: { name: 'Checkout components – cross-browser' },
  browser: [
    { width: 1440, height: 900, name: 'chrome' },
    { width: 1440, height: 900, name: 'firefox' },
    { width: 1280, height: 800, name: 'safari' },
    { deviceName: 'Pixel 7', screenOrientation: 'portrait' },
    { iosDeviceInfo: { deviceName: 'iPhone 15', screenOrientation: 'portrait' } },
  ],
};
