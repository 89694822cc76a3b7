# Renders a native mobile library capture on Android devices
runner = VisualGridRunner(RunnerOptions().test_concurrency(5))
eyes = Eyes(runner)

config = Configuration()
config.api_key = os.environ["EYES_API_KEY"]
config.server_url = "https://eyes.example.com"
config.batch = BatchInfo("Checkout – devices")
config.add_mobile_device(AndroidDeviceInfo(AndroidDeviceName.PIXEL_8, ScreenOrientation.PORTRAIT))
config.add_mobile_device(AndroidDeviceInfo(AndroidDeviceName.PIXEL_9_PRO_XL, ScreenOrientation.PORTRAIT))
config.add_mobile_device(AndroidDeviceInfo(AndroidDeviceName.GALAXY_A15, ScreenOrientation.PORTRAIT))
config.add_mobile_device(AndroidDeviceInfo(AndroidDeviceName.GALAXY_TAB_S9, ScreenOrientation.PORTRAIT))
config.add_mobile_device(AndroidDeviceInfo(AndroidDeviceName.GALAXY_TAB_S9, ScreenOrientation.LANDSCAPE))
eyes.configuration = config

# driver: the app's test build, started with Eyes.set_nml_capabilities
eyes.open(driver, "Shop Android", "Checkout")
driver.find_element(AppiumBy.ACCESSIBILITY_ID, "cart-tab").click()
eyes.check(Target.window().fully().with_name("Cart"))
driver.find_element(AppiumBy.ACCESSIBILITY_ID, "checkout").click()
eyes.check(Target.window().fully().with_name("Shipping"))
eyes.close_async()

print(runner.get_all_test_results(False))
