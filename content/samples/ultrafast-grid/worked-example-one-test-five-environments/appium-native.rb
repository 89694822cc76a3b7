# Renders a native mobile library capture on Android devices
runner = EyesSdk::VisualGridRunner.new(EyesSdk::RunnerOptions.new.test_concurrency(5))
eyes = EyesSdk::Eyes.new(runner)

config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
config.server_url = 'https://eyes.example.com'
config.batch = EyesSdk::BatchInfo.new('Checkout – devices')
config.add_mobile_device(EyesSdk::AndroidDeviceInfo.new(EyesSdk::AndroidDeviceName::PIXEL_8, EyesSdk::ScreenOrientation::PORTRAIT))
config.add_mobile_device(EyesSdk::AndroidDeviceInfo.new(EyesSdk::AndroidDeviceName::PIXEL_9_PRO_XL, EyesSdk::ScreenOrientation::PORTRAIT))
config.add_mobile_device(EyesSdk::AndroidDeviceInfo.new(EyesSdk::AndroidDeviceName::GALAXY_A15, EyesSdk::ScreenOrientation::PORTRAIT))
config.add_mobile_device(EyesSdk::AndroidDeviceInfo.new(EyesSdk::AndroidDeviceName::GALAXY_TAB_S9, EyesSdk::ScreenOrientation::PORTRAIT))
config.add_mobile_device(EyesSdk::AndroidDeviceInfo.new(EyesSdk::AndroidDeviceName::GALAXY_TAB_S9, EyesSdk::ScreenOrientation::LANDSCAPE))
eyes.configuration = config

# driver: the app's test build, started with Eyes.set_nml_capabilities
eyes.open(driver, 'Shop Android', 'Checkout')
driver.find_element(:accessibility_id, 'cart-tab').click
eyes.check(EyesSdk::Target.window.fully.with_name('Cart'))
driver.find_element(:accessibility_id, 'checkout').click
eyes.check(EyesSdk::Target.window.fully.with_name('Shipping'))
eyes.close_async

puts runner.get_all_test_results(false)
