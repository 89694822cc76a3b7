VisualGridRunner runner = new VisualGridRunner(new RunnerOptions().testConcurrency(5));
Eyes eyes = new Eyes(runner);

Configuration config = new Configuration()
    .setApiKey(System.getenv("EYES_API_KEY"))
    .setServerUrl("https://eyes.example.com")
    .setBatch(new BatchInfo("Checkout – cross-browser"))
    .addBrowser(1440, 900, BrowserType.CHROME)
    .addBrowser(1440, 900, BrowserType.FIREFOX)
    .addBrowser(1280, 800, BrowserType.SAFARI)
    .addDeviceEmulation(DeviceName.PIXEL_7, ScreenOrientation.PORTRAIT)
    .addBrowser(new IosDeviceInfo(IosDeviceName.IPHONE_15, ScreenOrientation.PORTRAIT));
eyes.setConfiguration(config);

eyes.open(driver, "Shop", "Checkout");
driver.get("https://shop.example.com/cart");
eyes.check("Cart", Target.window().fully());
driver.findElement(By.id("checkout")).click();
eyes.check("Shipping", Target.window().fully());
eyes.closeAsync();

TestResultsSummary summary = runner.getAllTestResults(false);
System.out.println(summary);
