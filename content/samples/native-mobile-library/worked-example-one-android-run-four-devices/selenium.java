DesiredCapabilities caps = new DesiredCapabilities();
caps.setCapability("platformName", "Android");
caps.setCapability("appium:app", "/builds/shop-debug.apk");
Eyes.setNmlCapabilities(caps, System.getenv("EYES_API_KEY"), "https://eyes.example.com");
AndroidDriver driver = new AndroidDriver(new URL("http://127.0.0.1:4723"), caps);

VisualGridRunner runner = new VisualGridRunner(new RunnerOptions().testConcurrency(4));
Eyes eyes = new Eyes(runner);
Configuration config = new Configuration()
    .setApiKey(System.getenv("EYES_API_KEY"))
    .setServerUrl("https://eyes.example.com")
    .addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.PIXEL_8, ScreenOrientation.PORTRAIT))
    .addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GALAXY_A15, ScreenOrientation.PORTRAIT))
    .addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.PIXEL_9_PRO_XL, ScreenOrientation.PORTRAIT))
    .addMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GALAXY_TAB_S9, ScreenOrientation.LANDSCAPE));
eyes.setConfiguration(config);

eyes.open(driver, "Shop Android", "Product page");
eyes.check("Product", Target.window().fully());
eyes.closeAsync();
runner.getAllTestResults(false);
