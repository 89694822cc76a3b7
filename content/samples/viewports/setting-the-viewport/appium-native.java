// A native app fills the device's screen: choose the device, not a size
UiAutomator2Options options = new UiAutomator2Options()
        .setDeviceName("Pixel 7")
        .setApp("/builds/ShopApp.apk");
AndroidDriver driver = new AndroidDriver(new URL("http://127.0.0.1:4723"), options);
eyes.open(driver, "Shop app", "Login screen");
