// A phone's browser has the device's viewport: choose the device, not a size
UiAutomator2Options options = new UiAutomator2Options()
        .setDeviceName("Pixel 7")
        .withBrowserName("Chrome");
AndroidDriver driver = new AndroidDriver(new URL("http://127.0.0.1:4723"), options);
eyes.open(driver, "Web Shop", "Product page");
