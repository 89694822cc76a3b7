require 'appium_lib'
require 'eyes_sdk/appium'

caps = {
  'platformName': 'Android',
  'appium:automationName': 'UiAutomator2',
  'appium:deviceName': 'Pixel 7',
  'browserName': 'Chrome',
}
driver = Appium::Driver.new({ caps: caps, appium_lib: { server_url: 'http://127.0.0.1:4723' } }, true).start_driver

runner = EyesSdk::ClassicRunner.new
eyes = EyesSdk::Eyes.new(runner: runner)
config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
eyes.configuration = config
