// Renders a native mobile library capture on Android devices
var runner = new VisualGridRunner(new RunnerOptions().TestConcurrency(5));
var eyes = new Eyes(runner);

var config = new Configuration();
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
config.ServerUrl = "https://eyes.example.com";
config.Batch = new BatchInfo("Checkout – devices");
config.AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.Pixel8, ScreenOrientation.Portrait));
config.AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.Pixel9ProXL, ScreenOrientation.Portrait));
config.AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GalaxyA15, ScreenOrientation.Portrait));
config.AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GalaxyTabS9, ScreenOrientation.Portrait));
config.AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GalaxyTabS9, ScreenOrientation.Landscape));
eyes.Configuration = config;

// driver: the app's test build, started with Eyes.SetNmlCapabilities
eyes.Open(driver, "Shop Android", "Checkout");
driver.FindElement(MobileBy.AccessibilityId("cart-tab")).Click();
eyes.Check(Target.Window().Fully().WithName("Cart"));
driver.FindElement(MobileBy.AccessibilityId("checkout")).Click();
eyes.Check(Target.Window().Fully().WithName("Shipping"));
eyes.CloseAsync();

Console.WriteLine(runner.GetAllTestResults(false));
