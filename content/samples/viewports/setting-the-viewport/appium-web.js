// A phone's browser has the device's viewport: choose the device, not a size
const driver = await remote({
  hostname: '127.0.0.1',
  port: 4723,
  capabilities: {
    platformName: 'Android',
    'appium:automationName': 'UiAutomator2',
    'appium:deviceName': 'Pixel 7',
    browserName: 'Chrome',
  },
});
await eyes.open(driver, 'Web Shop', 'Product page');
