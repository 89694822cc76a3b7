// A native app fills the device's screen: choose the device, not a size
var options = new AppiumOptions
{
    PlatformName = "Android",
    AutomationName = "UiAutomator2",
    DeviceName = "Pixel 7",
    App = "/builds/ShopApp.apk",
};
var driver = new AndroidDriver(new Uri("http://127.0.0.1:4723"), options);
eyes.Open(driver, "Shop app", "Login screen");
