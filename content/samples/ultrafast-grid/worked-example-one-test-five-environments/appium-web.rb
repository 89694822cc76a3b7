runner = EyesSdk::VisualGridRunner.new(EyesSdk::RunnerOptions.new.test_concurrency(5))
eyes = EyesSdk::Eyes.new(runner)

config = EyesSdk::Configuration.new
config.api_key = ENV['EYES_API_KEY']
config.server_url = 'https://eyes.example.com'
config.batch = EyesSdk::BatchInfo.new('Checkout – cross-browser')
config.add_browser(1440, 900, EyesSdk::BrowserType::CHROME)
config.add_browser(1440, 900, EyesSdk::BrowserType::FIREFOX)
config.add_browser(1280, 800, EyesSdk::BrowserType::SAFARI)
config.add_device_emulation(EyesSdk::DeviceName::PIXEL_7, EyesSdk::ScreenOrientation::PORTRAIT)
config.add_browser(EyesSdk::IosDeviceInfo.new(EyesSdk::IosDeviceName::IPHONE_15, EyesSdk::ScreenOrientation::PORTRAIT))
eyes.configuration = config

# driver: an Appium session with Chrome on one Android emulator
eyes.open(driver, 'Shop', 'Checkout')
driver.navigate.to('https://shop.example.com/cart')
eyes.check(EyesSdk::Target.window.fully.with_name('Cart'))
driver.find_element(:id, 'checkout').click
eyes.check(EyesSdk::Target.window.fully.with_name('Shipping'))
eyes.close_async

puts runner.get_all_test_results(false)
