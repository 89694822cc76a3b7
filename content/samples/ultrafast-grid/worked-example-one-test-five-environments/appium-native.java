// Renders a native mobile library capture on Android devices
VisualGridRunner runner = new VisualGridRunner(new RunnerOptions().testConcurrency(5));
Eyes eyes = new Eyes(runner);

Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
config.setServerUrl("https://eyes.example.com");
config.setBatch(new BatchInfo("Checkout – devices"));
config.addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.PIXEL_8, ScreenOrientation.PORTRAIT));
config.addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.PIXEL_9_PRO_XL, ScreenOrientation.PORTRAIT));
config.addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GALAXY_A15, ScreenOrientation.PORTRAIT));
config.addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GALAXY_TAB_S9, ScreenOrientation.PORTRAIT));
config.addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GALAXY_TAB_S9, ScreenOrientation.LANDSCAPE));
eyes.setConfiguration(config);

// driver: the app's test build, started with Eyes.setNmlCapabilities
eyes.open(driver, "Shop Android", "Checkout");
driver.findElement(AppiumBy.accessibilityId("cart-tab")).click();
eyes.check(Target.window().fully().withName("Cart"));
driver.findElement(AppiumBy.accessibilityId("checkout")).click();
eyes.check(Target.window().fully().withName("Shipping"));
eyes.closeAsync();

System.out.println(runner.getAllTestResults(false));
