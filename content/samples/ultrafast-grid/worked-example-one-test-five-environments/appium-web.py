runner = VisualGridRunner(RunnerOptions().test_concurrency(5))
eyes = Eyes(runner)

config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
config.server_url = "https://eyes.example.com"
config.batch = BatchInfo("Checkout – cross-browser")
config.add_browser(1440, 900, BrowserType.CHROME)
config.add_browser(1440, 900, BrowserType.FIREFOX)
config.add_browser(1280, 800, BrowserType.SAFARI)
config.add_device_emulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT)
config.add_browser(IosDeviceInfo(IosDeviceName.IPHONE_15, ScreenOrientation.PORTRAIT))
eyes.configuration = config

# driver: an Appium session with Chrome on one Android emulator
eyes.open(driver, "Shop", "Checkout")
driver.get("https://shop.example.com/cart")
eyes.check(Target.window().fully().with_name("Cart"))
driver.find_element(By.ID, "checkout").click()
eyes.check(Target.window().fully().with_name("Shipping"))
eyes.close_async()

print(runner.get_all_test_results(False))
