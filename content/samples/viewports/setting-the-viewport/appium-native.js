// A native app fills the device's screen: choose the device, not a size
const driver = await remote({
  hostname: '127.0.0.1',
  port: 4723,
  capabilities: {
    platformName: 'Android',
    'appium:automationName': 'UiAutomator2',
    'appium:deviceName': 'Pixel 7',
    'appium:app': '/builds/ShopApp.apk',
  },
});
await eyes.open(driver, 'Shop app', 'Login screen');
