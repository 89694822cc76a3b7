var runner = new VisualGridRunner(new RunnerOptions().TestConcurrency(5));
var eyes = new Eyes(runner);

var config = new Configuration();
config.ApiKey = Environment.GetEnvironmentVariable("EYES_API_KEY");
config.ServerUrl = "https://eyes.example.com";
config.Batch = new BatchInfo("Checkout – cross-browser");
config.AddBrowser(1440, 900, BrowserType.Chrome);
config.AddBrowser(1440, 900, BrowserType.Firefox);
config.AddBrowser(1280, 800, BrowserType.Safari);
config.AddDeviceEmulation(DeviceName.Pixel7, ScreenOrientation.Portrait);
config.AddBrowser(new IosDeviceInfo(IosDeviceName.IPhone15, ScreenOrientation.Portrait));
eyes.Configuration = config;

// driver: an Appium session with Chrome on one Android emulator
eyes.Open(driver, "Shop", "Checkout");
driver.Navigate().GoToUrl("https://shop.example.com/cart");
eyes.Check(Target.Window().Fully().WithName("Cart"));
driver.FindElement(By.Id("checkout")).Click();
eyes.Check(Target.Window().Fully().WithName("Shipping"));
eyes.CloseAsync();

Console.WriteLine(runner.GetAllTestResults(false));
