# A phone's browser has the device's viewport: choose the device, not a size
caps = {
  platformName: 'Android',
  'appium:automationName': 'UiAutomator2',
  'appium:deviceName': 'Pixel 7',
  browserName: 'Chrome'
}
driver = Appium::Driver.new(
  { caps: caps, appium_lib: { server_url: 'http://127.0.0.1:4723' } },
  true
).start_driver
eyes.open(driver: driver, app_name: 'Web Shop', test_name: 'Product page')
