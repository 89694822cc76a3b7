# A native app fills the device's screen: choose the device, not a size
caps = {
  platformName: 'Android',
  'appium:automationName': 'UiAutomator2',
  'appium:deviceName': 'Pixel 7',
  'appium:app': '/builds/ShopApp.apk'
}
driver = Appium::Driver.new(
  { caps: caps, appium_lib: { server_url: 'http://127.0.0.1:4723' } },
  true
).start_driver
eyes.open(driver: driver, app_name: 'Shop app', test_name: 'Login screen')
