var options = new AppiumOptions { PlatformName = "Android" };
options.AddAdditionalAppiumOption("app", "/builds/shop-debug.apk");
Eyes.SetNmlCapabilities(options, Environment.GetEnvironmentVariable("EYES_API_KEY"), "https://eyes.example.com");
var driver = new AndroidDriver(new Uri("http://127.0.0.1:4723"), options);

var runner = new VisualGridRunner(new RunnerOptions().TestConcurrency(4));
var eyes = new Eyes(runner);
eyes.SetConfiguration(new Configuration()
    .SetApiKey(Environment.GetEnvironmentVariable("EYES_API_KEY"))
    .SetServerUrl("https://eyes.example.com")
    .AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.Pixel8, ScreenOrientation.Portrait))
    .AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GalaxyA15, ScreenOrientation.Portrait))
    .AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.Pixel9ProXL, ScreenOrientation.Portrait))
    .AddMobileDevice(new AndroidDeviceInfo(AndroidDeviceName.GalaxyTabS9, ScreenOrientation.Landscape)));

eyes.Open(driver, "Shop Android", "Product page");
eyes.Check("Product", Target.Window().Fully());
eyes.CloseAsync();
runner.GetAllTestResults(false);
