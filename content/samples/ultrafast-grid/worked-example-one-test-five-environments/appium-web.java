VisualGridRunner runner = new VisualGridRunner(new RunnerOptions().testConcurrency(5));
Eyes eyes = new Eyes(runner);

Configuration config = new Configuration();
config.setApiKey(System.getenv("EYES_API_KEY"));
config.setServerUrl("https://eyes.example.com");
config.setBatch(new BatchInfo("Checkout – cross-browser"));
config.addBrowser(1440, 900, BrowserType.CHROME);
config.addBrowser(1440, 900, BrowserType.FIREFOX);
config.addBrowser(1280, 800, BrowserType.SAFARI);
config.addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT);
config.addBrowser(new IosDeviceInfo(IosDeviceName.IPHONE_15, ScreenOrientation.PORTRAIT));
eyes.setConfiguration(config);

// driver: an Appium session with Chrome on one Android emulator
eyes.open(driver, "Shop", "Checkout");
driver.get("https://shop.example.com/cart");
eyes.check(Target.window().fully().withName("Cart"));
driver.findElement(By.id("checkout")).click();
eyes.check(Target.window().fully().withName("Shipping"));
eyes.closeAsync();

System.out.println(runner.getAllTestResults(false));
