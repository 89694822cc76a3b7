using EyesSdk.Appium;
using EyesSdk.Appium.Fluent;
using OpenQA.Selenium;
using OpenQA.Selenium.Appium;
using OpenQA.Selenium.Appium.Android;

var options = new AppiumOptions
{
    PlatformName = "Android",
    AutomationName = "UiAutomator2",
    DeviceName = "Pixel 7",
    BrowserName = "Chrome",
};
var driver = new AndroidDriver(new Uri("http://127.0.0.1:4723"), options);

var runner = new ClassicRunner();
var eyes = new Eyes(runner);
var config = new Configuration();
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
eyes.Configuration = config;
