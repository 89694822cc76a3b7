// A phone's browser has the device's viewport: choose the device, not a size
var options = new AppiumOptions
{
    PlatformName = "Android",
    AutomationName = "UiAutomator2",
    DeviceName = "Pixel 7",
    BrowserName = "Chrome",
};
var driver = new AndroidDriver(new Uri("http://127.0.0.1:4723"), options);
eyes.Open(driver, "Web Shop", "Product page");
