// eyes.config.js
module.exports = {
  browser: [
    { iosDeviceInfo: { deviceName: 'iPhone 15', screenOrientation: 'portrait' } },
    {
      iosDeviceInfo: {
        deviceName: 'iPhone SE (3rd generation)',
        screenOrientation: 'portrait',
      },
    },
    { deviceName: 'Pixel 7', screenOrientation: 'portrait' },
    { width: 1440, height: 900, name: 'chrome' },
    { width: 1440, height: 900, name: 'safari' },
    { width: 1440, height: 900, name: 'edge' },
  ],
};
